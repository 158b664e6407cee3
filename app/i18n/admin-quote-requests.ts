/** The dashboard's list of quote requests and the quotes sent for them, with where each stands (Chinese first, English beside it). */
export const adminQuoteRequestsEn = {
  tab: "Quotes",
  heading: "Quote requests and quotes",
  intro: "Every quote request from the buyers' quote lists, newest first, with its latest quote and where it stands.",
  filter: "Show",
  all: "All",
  states: {
    requested: "Requested",
    quoted: "Quoted",
    "changes-asked": "Changes asked",
    accepted: "Accepted",
    expired: "Expired",
  },
  count: (shown: number) => `${shown} requests`,
  columns: { number: "Request", buyer: "Buyer", country: "Country", date: "Received", total: "Latest quote", state: "State" },
  notPriced: "Not priced yet",
  priceIt: "Price and send",
  view: "View the quote",
  empty: "No quote requests yet.",
  noneInState: "No quote requests in this state.",
};

export const adminQuoteRequestsZh = {
  tab: "报价",
  heading: "询价与报价",
  intro: "买家从报价清单发来的全部询价，按时间由新到旧，附最新报价及其进展。",
  filter: "显示",
  all: "全部",
  states: { requested: "待报价", quoted: "已报价", "changes-asked": "要求修改", accepted: "已接受", expired: "已过期" },
  count: (shown: number) => `共 ${shown} 条询价`,
  columns: { number: "询价单号", buyer: "买家", country: "国家/地区", date: "收到时间", total: "最新报价", state: "状态" },
  notPriced: "尚未报价",
  priceIt: "报价并发送",
  view: "查看报价",
  empty: "暂无询价。",
  noneInState: "没有处于此状态的询价。",
} satisfies typeof adminQuoteRequestsEn;
