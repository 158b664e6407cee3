/** The dashboard's backups page, its banner on every dashboard page, and the mail owners get when a backup fails. */
export const adminBackupsEn = {
  tab: "Backups",
  heading: "Backups",
  intro: (time: string, zone: string) =>
    `The site backs itself up every day at ${time} (${zone}): every table and every uploaded file in one archive, checked after writing.`,
  off: "Daily backups are turned off (BACKUP_TIME=off). Back up now, or ask whoever runs the server to turn them on.",
  where: (folder: string) =>
    `Archives are kept in ${folder} on the server. Download one now and then and keep it somewhere else: a backup on the same disk does not survive that disk.`,
  backUpNow: "Back up now",
  started: "The backup has started. It appears below when it is finished; reload the page.",
  empty: "No backup has been made yet.",
  columns: { startedAt: "Started", trigger: "How", status: "Result", size: "Size", contents: "Contents", download: "Download" },
  triggers: { scheduled: "Daily", manual: "Started by hand" },
  statuses: { running: "Running…", succeeded: "Succeeded", failed: "Failed" },
  contents: (rows: number, files: number) => `${rows.toLocaleString("en")} rows, ${files.toLocaleString("en")} files`,
  download: "Download",
  failedBecause: (reason: string) => `Reason: ${reason}`,
  banner: {
    failed: "The last backup failed.",
    overdue: (days: number) => `No backup has succeeded for ${days} days.`,
    off: "Daily backups are turned off.",
    whatToDo: "Open Backups to see why and to back up now.",
  },
  failureMail: {
    subject: "The website's backup failed",
    text: (reason: string, url: string) =>
      `The daily backup of the website failed.\n\nReason: ${reason}\n\nThe site keeps running; the next backup is tried tomorrow. See the backups page: ${url}`,
  },
};

export const adminBackupsZh = {
  tab: "备份",
  heading: "备份",
  intro: (time: string, zone: string) =>
    `网站每天 ${time}（${zone}）自动备份：所有数据表和所有上传文件保存在一个归档文件中，写入后会逐项校验。`,
  off: "每日自动备份已关闭（BACKUP_TIME=off）。可以立即备份，或请服务器管理员开启。",
  where: (folder: string) =>
    `归档文件保存在服务器的 ${folder} 目录中。请不时下载一份保存到别处：与网站在同一块磁盘上的备份，磁盘损坏时会一起丢失。`,
  backUpNow: "立即备份",
  started: "备份已开始，完成后会显示在下方，请稍后刷新页面。",
  empty: "还没有任何备份。",
  columns: { startedAt: "开始时间", trigger: "方式", status: "结果", size: "大小", contents: "内容", download: "下载" },
  triggers: { scheduled: "每日自动", manual: "手动" },
  statuses: { running: "进行中…", succeeded: "成功", failed: "失败" },
  contents: (rows: number, files: number) => `${rows.toLocaleString("zh-CN")} 行数据，${files.toLocaleString("zh-CN")} 个文件`,
  download: "下载",
  failedBecause: (reason: string) => `原因：${reason}`,
  banner: {
    failed: "最近一次备份失败。",
    overdue: (days: number) => `已经 ${days} 天没有成功的备份。`,
    off: "每日自动备份已关闭。",
    whatToDo: "打开“备份”页面查看原因并立即备份。",
  },
  failureMail: {
    subject: "网站备份失败",
    text: (reason: string, url: string) =>
      `网站的每日备份失败。\n\n原因：${reason}\n\n网站仍在正常运行，明天会再次尝试备份。备份页面：${url}`,
  },
} satisfies typeof adminBackupsEn;
