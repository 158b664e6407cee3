/** The visit analysis's conversion and source figures. Numbers arrive formatted. */
export const adminVisitDetailsEn = {
  heading: "Enquiries and where visitors come from",
  note: "Visitors' views only (the administrator's are left out); spam enquiries are not counted. Product pages in both languages count together.",
  range: "Range",
  /** Shorter than the page's period links ("Last 7 days"), so the two choices never read the same. */
  rangeOption: (range: number | "all") => (range === "all" ? "All time" : `${range} days`),
  totals: (facts: { views: string; enquiries: string; conversion: string }) =>
    `${facts.views} views, ${facts.enquiries} enquiries, ${facts.conversion} converted.`,
  views: "Views",
  enquiries: "Enquiries",
  conversion: "Conversion",
  noRate: "–",
  products: {
    title: "Product views and enquiries",
    product: "Product",
    deleted: (id: string) => `${id} (deleted)`,
    empty: "No product page was viewed or enquired about in this range.",
  },
  referrers: { title: "Top referrers", referrer: "Referrer", empty: "No visit came from another site or an app in this range." },
  campaigns: {
    title: "Campaigns",
    source: "Source",
    medium: "Medium",
    campaign: "Campaign",
    empty: "No visit or enquiry carried a campaign in this range.",
  },
  countries: {
    title: "Countries and regions",
    country: "Country or region",
    unknown: "Unknown",
    empty: "No visits or enquiries in this range.",
  },
  attribution: "IP Geolocation by DB-IP",
  inbox: { country: "Country or region", allCountries: "All countries and regions" },
};

export const adminVisitDetailsZh = {
  heading: "询盘转化与访客来源",
  note: "仅统计访客浏览（不含管理员）；垃圾询盘不计入。产品页的中英文版本合并计算。",
  range: "统计范围",
  rangeOption: (range: number | "all") => (range === "all" ? "全部" : `${range} 天`),
  totals: (facts: { views: string; enquiries: string; conversion: string }) =>
    `浏览 ${facts.views} 次，询盘 ${facts.enquiries} 条，转化率 ${facts.conversion}。`,
  views: "浏览",
  enquiries: "询盘",
  conversion: "转化率",
  noRate: "–",
  products: {
    title: "产品浏览与询盘",
    product: "产品",
    deleted: (id: string) => `${id}（已删除）`,
    empty: "此范围内没有产品页浏览或产品询盘。",
  },
  referrers: { title: "主要来源网站", referrer: "来源", empty: "此范围内没有来自其他网站或应用的访问。" },
  campaigns: { title: "推广活动", source: "来源", medium: "媒介", campaign: "活动", empty: "此范围内没有带推广参数的访问或询盘。" },
  countries: { title: "国家和地区", country: "国家或地区", unknown: "未知", empty: "此范围内没有访问或询盘。" },
  attribution: "IP 地理位置数据来自 DB-IP",
  inbox: { country: "国家或地区", allCountries: "全部国家和地区" },
} satisfies typeof adminVisitDetailsEn;
