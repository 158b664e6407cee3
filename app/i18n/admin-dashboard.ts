/** The dashboard's frame: what it says when a page fails, when mail does not really leave, and its menu. */
export const adminDashboardEn = {
  errorPage: {
    heading: "This did not work",
    statuses: {
      400: "The request could not be understood. Please check what was entered and try again.",
      403: "You are not allowed to do this.",
      404: "This page or item does not exist (any more).",
      405: "This address cannot be used this way.",
      409: "This changed meanwhile. Please reload the page and try again.",
      413: "What was sent is too large.",
      415: "This kind of file cannot be read.",
      429: "Too many requests at once. Please wait a moment and try again.",
      500: "Something went wrong on the server. Please try again; if it keeps happening, check the server's log.",
    } as Record<number, string>,
    status: (status: number) => `Error ${status}`,
    backToDashboard: "Back to the dashboard",
  },
  mailWarning: {
    heading: "Mail is not really being sent",
    noSmtp: (folder: string) =>
      `No mail server is set (SMTP_URL), so enquiry notifications and account mails are only written to files in ${folder}.`,
    placeholderOwners: (addresses: string) =>
      `The owner addresses ${addresses} are placeholders, so nobody receives the enquiry notifications.`,
    whatToDo: "Set SMTP_URL and OWNER_EMAILS to real values in the server's environment, then restart it.",
  },
  /** The side menu's groups, by what the owner does there; on a phone the menu folds behind one button. */
  menu: {
    summary: (section: string | null) => (section ? `Menu: ${section}` : "Menu"),
    groups: { enquiries: "Enquiries and visits", catalogue: "Catalogue", site: "Website", system: "System" },
    newEnquiries: (count: number) => `${count} new`,
    moreNewEnquiries: (count: number) => `more than ${count} new`,
  },
};

export const adminDashboardZh = {
  errorPage: {
    heading: "操作未成功",
    statuses: {
      400: "请求无法识别，请检查填写的内容后重试。",
      403: "您没有执行此操作的权限。",
      404: "该页面或内容不存在（或已被删除）。",
      405: "不能以这种方式访问此地址。",
      409: "内容已被修改，请刷新页面后重试。",
      413: "提交的内容过大。",
      415: "无法识别该文件类型。",
      429: "请求过于频繁，请稍候再试。",
      500: "服务器出错，请重试；如果问题持续，请查看服务器日志。",
    } as Record<number, string>,
    status: (status: number) => `错误 ${status}`,
    backToDashboard: "返回后台首页",
  },
  mailWarning: {
    heading: "邮件并未真正发出",
    noSmtp: (folder: string) => `未设置邮件服务器（SMTP_URL），留言通知和账户邮件只会写入文件：${folder}。`,
    placeholderOwners: (addresses: string) => `接收通知的邮箱 ${addresses} 是示例地址，没有人会收到留言通知。`,
    whatToDo: "请在服务器环境变量中将 SMTP_URL 和 OWNER_EMAILS 设为真实的值，然后重启服务器。",
  },
  menu: {
    summary: (section: string | null) => (section ? `菜单：${section}` : "菜单"),
    groups: { enquiries: "留言与访问", catalogue: "产品目录", site: "网站内容", system: "系统" },
    newEnquiries: (count: number) => `${count} 条新留言`,
    moreNewEnquiries: (count: number) => `超过 ${count} 条新留言`,
  },
} satisfies typeof adminDashboardEn;
