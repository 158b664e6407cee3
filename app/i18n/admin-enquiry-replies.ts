/** Replies written to a buyer from the inbox: the form, and the history of sent replies and priced quotes (the lines the mail carries around the reply are the buyer's catalog's `replyMail`). */
export const adminEnquiryRepliesEn = {
  write: "Write a reply",
  subject: "Subject",
  body: "Message",
  send: "Send reply",
  queued: "The reply is on its way.",
  history: "Replies and quotes",
  by: (author: string) => `by ${author}`,
  /** Marks a priced quote among the replies. */
  quote: "Priced quote",
  attachments: (names: string) => `Attached: ${names}`,
  delivery: {
    waiting: "waiting to be sent",
    sent: (at: string) => `sent ${at}`,
    writtenToFile: (at: string) => `not sent: only written to a file on the server ${at} (no mail server is set)`,
    attempts: (count: number) => `${count} failed attempts`,
    lastError: (error: string) => `last error: ${error}`,
  },
  errors: {
    subjectRequired: "Write a subject.",
    bodyRequired: "Write a message.",
    tooLong: (max: number) => `At most ${max} characters.`,
  },
  xlsx: "Download Excel",
};

export const adminEnquiryRepliesZh = {
  write: "写回复",
  subject: "主题",
  body: "内容",
  send: "发送回复",
  queued: "回复正在发送。",
  history: "回复与报价记录",
  by: (author: string) => `由 ${author} 发送`,
  quote: "报价单",
  attachments: (names: string) => `附件：${names}`,
  delivery: {
    waiting: "等待发送",
    sent: (at: string) => `已于 ${at} 发出`,
    writtenToFile: (at: string) => `未发出：已于 ${at} 只写入服务器上的文件（未设置邮件服务器）`,
    attempts: (count: number) => `已失败 ${count} 次`,
    lastError: (error: string) => `最近错误：${error}`,
  },
  errors: {
    subjectRequired: "请填写主题。",
    bodyRequired: "请填写内容。",
    tooLong: (max: number) => `最多 ${max} 个字符。`,
  },
  xlsx: "下载 Excel",
} satisfies typeof adminEnquiryRepliesEn;
