/** The dashboard's visit analysis tab, in English and Chinese as each person chose. Numbers arrive formatted. */
export const adminAnalyticsEn = {
  heading: "Visit analysis",
  timeZoneNote: (timeZone: string) => `Days follow the site's time zone (${timeZone}).`,
  period: "Period",
  periodOption: (days: number) => `Last ${days} days`,
  cards: {
    today: "Today's visits",
    period: (days: number) => `Visits in the last ${days} days`,
    total: "Total visits",
    posts: "Posts",
  },
  daily: {
    title: (days: number) => `Daily visits, last ${days} days`,
    summary: (facts: { days: number; total: string; busiestDate: string; busiest: string; today: string }) =>
      `${facts.total} visits in the last ${facts.days} days; the busiest day was ${facts.busiestDate} with ${facts.busiest}; ${facts.today} today.`,
    empty: (days: number) => `No visits in the last ${days} days.`,
    date: "Date",
    visits: "Visits",
    dayVisits: (day: string, visits: string) => `${day}: ${visits}`,
  },
  splits: {
    heading: (total: string) => `How all ${total} visits divide`,
    titles: {
      sourceType: "Source type",
      deviceType: "Device type",
      audience: "Administrator or visitor",
      sourceFrom: "Opened from",
    },
    buckets: {
      mobile: "Mobile",
      desktop: "Desktop",
      ios: "iOS",
      android: "Android",
      web: "Web (other devices)",
      admin: "Administrator",
      visitor: "Visitor",
      wechat: "WeChat",
      linkedin: "LinkedIn",
      facebook: "Facebook",
      weibo: "Weibo",
      twitter: "Twitter / X",
      browser: "Browser",
    },
  },
  topPages: {
    title: (days: number) => `Pages visitors opened most, last ${days} days`,
    note: "Visits by the administrator are left out; at most the last 30 days count; shares are of all visitor page views in those days.",
    empty: "No visitor opened a page in these days.",
  },
  visits: (count: string) => `${count} visits`,
};

export const adminAnalyticsZh = {
  heading: "访问分析",
  timeZoneNote: (timeZone: string) => `日期按网站时区（${timeZone}）计算。`,
  period: "统计周期",
  periodOption: (days: number) => `近 ${days} 天`,
  cards: {
    today: "今日访问",
    period: (days: number) => `近 ${days} 天访问`,
    total: "总访问量",
    posts: "文章数量",
  },
  daily: {
    title: (days: number) => `每日访问（近 ${days} 天）`,
    summary: (facts: { days: number; total: string; busiestDate: string; busiest: string; today: string }) =>
      `近 ${facts.days} 天共 ${facts.total} 次访问；最多的一天是 ${facts.busiestDate}，共 ${facts.busiest} 次；今天 ${facts.today} 次。`,
    empty: (days: number) => `近 ${days} 天没有访问记录。`,
    date: "日期",
    visits: "访问次数",
    dayVisits: (day: string, visits: string) => `${day}：${visits}`,
  },
  splits: {
    heading: (total: string) => `全部 ${total} 次访问的构成`,
    titles: {
      sourceType: "来源类型",
      deviceType: "设备类型",
      audience: "管理员与访客",
      sourceFrom: "访问来源（应用）",
    },
    buckets: {
      mobile: "移动端",
      desktop: "桌面端",
      ios: "iOS",
      android: "Android",
      web: "网页（其他设备）",
      admin: "管理员",
      visitor: "访客",
      wechat: "微信",
      linkedin: "领英",
      facebook: "Facebook",
      weibo: "微博",
      twitter: "Twitter / X",
      browser: "浏览器",
    },
  },
  topPages: {
    title: (days: number) => `访客最常浏览的页面（近 ${days} 天）`,
    note: "不含管理员访问；最多统计近 30 天；占比为该页面在这些天全部访客浏览中所占的比例。",
    empty: "这些天没有访客浏览记录。",
  },
  visits: (count: string) => `${count} 次`,
} satisfies typeof adminAnalyticsEn;
