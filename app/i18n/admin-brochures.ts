/** The dashboard's brochures screen: each language's catalogue PDFs, their state, and "rebuild now". */
export const adminBrochuresEn = {
  tab: "Brochures",
  heading: "Catalogue brochures (PDF)",
  intro:
    "Buyers download these from the Brand Center. They are drawn in the background after each catalogue change, one at a time; until a new one is ready, buyers get the previous file.",
  automaticOff: "Automatic rebuilding is turned off on this server (BUILD_BROCHURES=false): use “Rebuild now”.",
  asked: "Rebuild asked for: the files are drawn in the background, one after another.",
  columns: { language: "Language", brochure: "Brochure", status: "Status", size: "Size", built: "Built", time: "Build time", actions: "" },
  whole: "Whole catalogue",
  statuses: {
    current: "Up to date",
    stale: "Catalogue changed: rebuild waiting",
    wanted: "Rebuild asked for",
    missing: "Not built yet",
    failed: "Failed",
  },
  roomsMissing: (count: number) => `${count} room pictures not composed yet`,
  products: (count: number) => (count === 1 ? "1 product" : `${count} products`),
  seconds: (seconds: string) => `${seconds} s`,
  rebuild: "Rebuild now",
  rebuildAll: "Rebuild all now",
  open: "Open",
};

export const adminBrochuresZh = {
  tab: "产品目录 PDF",
  heading: "产品目录 PDF",
  intro: "买家在品牌中心下载这些文件。每次产品目录变更后，系统会在后台逐个重新生成；新文件生成前，买家下载的是上一版。",
  automaticOff: "此服务器已关闭自动生成（BUILD_BROCHURES=false），请使用“立即重新生成”。",
  asked: "已提交重新生成：文件将在后台逐个生成。",
  columns: { language: "语言", brochure: "目录", status: "状态", size: "大小", built: "生成时间", time: "耗时", actions: "" },
  whole: "全部产品",
  statuses: {
    current: "最新",
    stale: "目录已变更，等待重新生成",
    wanted: "已提交重新生成",
    missing: "尚未生成",
    failed: "生成失败",
  },
  roomsMissing: (count: number) => `${count} 张场景图尚未合成`,
  products: (count: number) => `${count} 款产品`,
  seconds: (seconds: string) => `${seconds} 秒`,
  rebuild: "立即重新生成",
  rebuildAll: "全部立即重新生成",
  open: "打开",
} satisfies typeof adminBrochuresEn;
