import { adminBasicInfoEn, adminBasicInfoZh } from "./admin-basic-info";

/** The dashboard's site health page and `npm run doctor`: what was found, in plain words, and what fixes it. */
export const adminHealthEn = {
  heading: "Site health",
  intro: "What this site checks about itself. Anything marked for attention says what fixes it.",
  allWell: "Everything checked is in order.",
  needAttention: (count: number) => (count === 1 ? "1 item needs attention." : `${count} items need attention.`),
  homeLink: (count: number) => (count === 1 ? "Site health: 1 item needs attention" : `Site health: ${count} items need attention`),
  switchLanguage: "中文",
  statuses: { ok: "OK", attention: "Needs attention", failure: "Not working" },
  fixHeading: "What fixes it",
  titles: {
    mail: "Mail",
    publicUrl: "Site address (PUBLIC_URL)",
    companyDetails: "Company details",
    disk: "Free disk space",
    database: "Database size",
    storage: "File storage",
    backup: "Backups",
    rooms: "Rooms on product pages",
    version: "Version",
    timeZone: "Time zone",
  },
  /** Joins the sentences of one check's description. */
  sentenceGap: " ",
  facts: {
    mail: {
      smtp: "Mail goes out through the configured mail server (SMTP_URL).",
      folder: (folder: string) => `No mail server is configured: mail is only written to files in ${folder}.`,
      lastSent: (moment: string) => `Last mail left ${moment}.`,
      noneSent: "No mail has left yet.",
      waiting: (count: string) => `${count} waiting to be sent.`,
      lastError: (error: string) => `The mail server's last error: ${error}`,
    },
    publicUrl: {
      links: (origin: string) => `Links the site writes start with ${origin}.`,
      arrivedAs: (origin: string) => `This page was requested as ${origin}.`,
    },
    companyDetails: {
      clean: "No example data left in the company details or the owners' addresses.",
      fields: (fields: string) => `Example data still in: ${fields}.`,
      fieldNames: adminBasicInfoEn.placeholderBanner.fieldNames,
      owners: (addresses: string) => `Enquiry notifications go to example addresses: ${addresses}.`,
      listSeparator: ", ",
    },
    disk: (free: string, total: string, folder: string) => `${free} free of ${total} on the disk holding ${folder}.`,
    database: {
      embedded: (size: string) => `The embedded database takes ${size}.`,
      postgresql: (size: string) => `The PostgreSQL database takes ${size}.`,
      growth: (perDay: string) => `Visits add about ${perDay} a day.`,
    },
    storage: {
      folder: "Files are kept in the data folder, which answers.",
      folderSilent: "Files are kept in the data folder, which cannot be written.",
      s3: "Files are kept in the S3 bucket, which answers.",
      s3Silent: "Files are kept in the S3 bucket, which does not answer.",
    },
    backup: {
      lastSuccess: (moment: string) => `The last successful backup was made ${moment}.`,
      none: "No backup has succeeded yet.",
      failed: "The newest backup failed.",
      overdue: (days: string) => `No backup has succeeded for ${days} days.`,
      off: "Daily backups are turned off (BACKUP_TIME=off).",
      folder: (folder: string) => `Archives are kept in ${folder} only.`,
      bucket: (folder: string) => `Archives are kept in ${folder} and copied to the S3 bucket.`,
    },
    rooms: {
      lastComposed: (moment: string) => `The last picture of a product in a room was drawn ${moment}.`,
      noneComposed: "No picture of a product in a room has been drawn yet.",
      waiting: (count: string, since: string) =>
        `${count} waiting to be drawn, the oldest asked for ${since}; buyers see the empty room meanwhile.`,
      noneWaiting: "None waiting.",
      leftToOthers: "This instance draws none (COMPOSE_ROOMS=false): another instance must.",
      failed: (products: string) => `Could not be drawn for these products, whose photo or room photo could not be read: ${products}.`,
    },
    version: {
      level: (version: string, applied: string, shipped: string) => `Version ${version}; database schema ${applied} of ${shipped}.`,
      notRead: (version: string) => `Version ${version}; database schema not read.`,
    },
    timeZone: (zone: string) => `Days and times follow ${zone} (SITE_TIME_ZONE).`,
  },
  fixes: {
    configureSmtp:
      "Set SMTP_URL to your mail provider's server (smtps://user:password@smtp.example.com) and restart; then run npm run doctor -- --send-test-mail with your address.",
    checkSmtp:
      "Check the user name, password and server in SMTP_URL against your mail provider's settings; waiting mail goes out by itself once it works.",
    useHttps: "Put the site behind HTTPS (see docs/deploy.md) and set PUBLIC_URL to its https:// address.",
    trustProxy: "The proxy in front of the site is not trusted: set TRUST_PROXY to its address (or the hop count) so the site sees https.",
    matchHost: "Set PUBLIC_URL to the address visitors use, or make the proxy pass the original Host header.",
    fillCompanyDetails: "Replace the example phone, e-mail and website under Basic info.",
    setOwnerEmails: "Enter the addresses that should receive enquiries under Basic info (or set OWNER_EMAILS).",
    freeDisk: "Delete old files or backups from the disk, or give the server a larger disk.",
    freeDiskForDatabase:
      "At this pace the database fills the disk within three months: give the server more disk, or lower PAGE_VIEW_RETENTION_DAYS.",
    checkStorage: "Check that the data folder is writable, or the S3_* settings and that the bucket exists.",
    checkBackups:
      "Open Backups in the dashboard to read why the last one failed, fix that (often free disk space or the bucket's settings), then press Back up now.",
    turnOnBackups:
      "Set BACKUP_TIME to a time of day such as 03:00 and restart the site, or back up by hand from the Backups page regularly.",
    composeRooms:
      "Start at least one instance with COMPOSE_ROOMS=true (the default) on the same database and storage: it draws the waiting pictures one after another.",
    checkRoomComposition:
      "Nothing has been drawn for an hour although pictures wait: look for rooms.job-failed in the server's log, and restart the site.",
    replaceRoomPhotos:
      "Upload the photo of each product named again (or the room's photo under Room scenes): its pictures are drawn again from the new one.",
    restartToMigrate: "Restart the site: it brings the database up to this version when it starts.",
    newerDatabase:
      "The database was updated by a newer version than the one running: run that version again, or restore the backup taken before the update.",
  },
};

export const adminHealthZh = {
  heading: "站点状况",
  intro: "网站对自身的检查结果。需要注意的项目都写明了解决办法。",
  allWell: "各项检查均正常。",
  needAttention: (count: number) => `${count} 项需要注意。`,
  homeLink: (count: number) => `站点状况：${count} 项需要注意`,
  switchLanguage: "English",
  statuses: { ok: "正常", attention: "需要注意", failure: "无法工作" },
  fixHeading: "解决办法",
  titles: {
    mail: "邮件",
    publicUrl: "网站地址（PUBLIC_URL）",
    companyDetails: "公司信息",
    disk: "磁盘剩余空间",
    database: "数据库大小",
    storage: "文件存储",
    backup: "备份",
    rooms: "产品页面的效果展示",
    version: "版本",
    timeZone: "时区",
  },
  sentenceGap: "",
  facts: {
    mail: {
      smtp: "邮件通过已配置的邮件服务器（SMTP_URL）发出。",
      folder: (folder: string) => `未配置邮件服务器：邮件只写入 ${folder} 中的文件。`,
      lastSent: (moment: string) => `最近一封邮件发出于 ${moment}。`,
      noneSent: "尚未发出任何邮件。",
      waiting: (count: string) => `${count} 封等待发送。`,
      lastError: (error: string) => `邮件服务器最近的错误：${error}`,
    },
    publicUrl: {
      links: (origin: string) => `网站生成的链接以 ${origin} 开头。`,
      arrivedAs: (origin: string) => `本页面的请求地址为 ${origin}。`,
    },
    companyDetails: {
      clean: "公司信息和负责人邮箱中已没有示例数据。",
      fields: (fields: string) => `仍为示例数据的项目：${fields}。`,
      fieldNames: adminBasicInfoZh.placeholderBanner.fieldNames,
      owners: (addresses: string) => `询盘通知发往示例邮箱：${addresses}。`,
      listSeparator: "、",
    },
    disk: (free: string, total: string, folder: string) => `存放 ${folder} 的磁盘共 ${total}，剩余 ${free}。`,
    database: {
      embedded: (size: string) => `内置数据库占用 ${size}。`,
      postgresql: (size: string) => `PostgreSQL 数据库占用 ${size}。`,
      growth: (perDay: string) => `访问记录每天约增加 ${perDay}。`,
    },
    storage: {
      folder: "文件保存在数据文件夹中，可以访问。",
      folderSilent: "文件保存在数据文件夹中，但无法写入。",
      s3: "文件保存在 S3 存储桶中，可以访问。",
      s3Silent: "文件保存在 S3 存储桶中，但无法访问。",
    },
    backup: {
      lastSuccess: (moment: string) => `最近一次成功的备份完成于 ${moment}。`,
      none: "还没有成功的备份。",
      failed: "最近一次备份失败。",
      overdue: (days: string) => `已经 ${days} 天没有成功的备份。`,
      off: "每日自动备份已关闭（BACKUP_TIME=off）。",
      folder: (folder: string) => `归档文件只保存在 ${folder}。`,
      bucket: (folder: string) => `归档文件保存在 ${folder}，并复制到 S3 存储桶。`,
    },
    rooms: {
      lastComposed: (moment: string) => `最近一张产品效果图生成于 ${moment}。`,
      noneComposed: "尚未生成任何产品效果图。",
      waiting: (count: string, since: string) => `${count} 张等待生成，最早的请求于 ${since}；在此期间买家看到的是空白空间。`,
      noneWaiting: "没有等待生成的效果图。",
      leftToOthers: "本实例不生成效果图（COMPOSE_ROOMS=false），需由其他实例生成。",
      failed: (products: string) => `以下产品的效果图无法生成（产品照片或空间照片无法读取）：${products}。`,
    },
    version: {
      level: (version: string, applied: string, shipped: string) => `版本 ${version}；数据库结构 ${applied}/${shipped}。`,
      notRead: (version: string) => `版本 ${version}；未读取数据库结构。`,
    },
    timeZone: (zone: string) => `日期和时间按 ${zone}（SITE_TIME_ZONE）计算。`,
  },
  fixes: {
    configureSmtp:
      "将 SMTP_URL 设为邮件服务商的服务器（例如 smtps://user:password@smtp.example.com）并重启网站，然后运行 npm run doctor -- --send-test-mail 加上您的邮箱测试。",
    checkSmtp: "对照邮件服务商的设置检查 SMTP_URL 中的用户名、密码和服务器；恢复正常后，等待中的邮件会自动发出。",
    useHttps: "为网站启用 HTTPS（见 docs/deploy.md），并将 PUBLIC_URL 设为 https:// 地址。",
    trustProxy: "网站前面的代理未被信任：将 TRUST_PROXY 设为代理的地址（或层数），网站才能识别 https。",
    matchHost: "将 PUBLIC_URL 设为访客使用的地址，或让代理转发原始的 Host 请求头。",
    fillCompanyDetails: "在“基本信息”中替换示例电话、邮箱和网址。",
    setOwnerEmails: "在“基本信息”中填写接收询盘的邮箱（或设置 OWNER_EMAILS）。",
    freeDisk: "删除磁盘上的旧文件或旧备份，或为服务器换用更大的磁盘。",
    freeDiskForDatabase: "按目前的速度，数据库将在三个月内占满磁盘：请扩大磁盘，或调低 PAGE_VIEW_RETENTION_DAYS。",
    checkStorage: "检查数据文件夹是否可写，或检查 S3_* 设置以及存储桶是否存在。",
    checkBackups: "在后台打开“备份”页面查看最近一次失败的原因并解决（通常是磁盘空间不足或存储桶设置有误），然后点击“立即备份”。",
    turnOnBackups: "将 BACKUP_TIME 设为每天的某个时间（例如 03:00）并重启网站，或定期在“备份”页面手动备份。",
    composeRooms: "至少以 COMPOSE_ROOMS=true（默认值）在同一数据库和存储上启动一个实例：它会逐一生成等待中的效果图。",
    checkRoomComposition: "有效果图在等待，但已一小时没有生成任何效果图：请在服务器日志中查找 rooms.job-failed，并重启网站。",
    replaceRoomPhotos: "重新上传所列产品的照片（或在“效果展示空间”中重新上传空间照片）：效果图会按新照片重新生成。",
    restartToMigrate: "重启网站：启动时会把数据库更新到当前版本。",
    newerDatabase: "数据库已被更新的版本升级过：请重新运行该版本，或恢复升级前的备份。",
  },
} satisfies typeof adminHealthEn;
