/** The dashboard's navigation-bar tab: the entries of the navbar and the footer. */
export const adminNavigationEn = {
  heading: "Navigation bar",
  intro:
    "The links at the top of every page and in the footer. A name left empty uses the site's own name for that page. News Center appears only once there is published news in that language; Login stays at the end of the navbar.",
  lists: { navbar: "Navbar", footer: "Footer" },
  entry: (list: string, position: number) => `${list} ${position}`,
  ownLink: "Own link",
  pageNames: { home: "Home", about: "About us", brandCenter: "Brand Center", newsCenter: "News Center", contact: "Contact us" },
  fields: {
    visible: "Shown",
    labelEn: "English name",
    labelZh: "Chinese name",
    href: "Address",
  },
  hrefHint:
    "A page of this site starting with / (e.g. /brand-center?category=calacatta-series; Chinese pages link to its Chinese twin), or a full address starting with https:// or http://, which opens in a new tab.",
  ownLinkLabelHint: "The link shows only in the languages it has a name in.",
  moveUp: "Up",
  moveDown: "Down",
  moveUpLabel: (name: string) => `Move ${name} up`,
  moveDownLabel: (name: string) => `Move ${name} down`,
  remove: "Remove",
  removeLabel: (name: string) => `Remove ${name}`,
  addLink: (list: string) => `Add a link to the ${list.toLowerCase()}`,
  shown: "shown",
  hidden: "hidden",
  entryLine: (name: string, state: string, labelZh: string, labelEn: string) =>
    [`${name} (${state})`, labelZh && `Chinese name: ${labelZh}`, labelEn && `English name: ${labelEn}`].filter(Boolean).join(", "),
  save: "Save",
  saved: "Saved. The public pages show the new navigation.",
  errors: {
    tooLong: (max: number) => `At most ${max} characters.`,
    hrefRequired: "Please enter the address.",
    hrefInvalid: "Enter a path of this site starting with / or a full address starting with https:// or http://.",
    labelRequired: "Give the link a name in at least one language.",
    tooMany: (max: number) => `At most ${max} own links per list.`,
    pagesChanged: "The list of built-in pages was changed; reload the page and try again.",
    fixBelow: "Not saved: please correct the fields marked below.",
    changedMeanwhile:
      "Not saved: someone else saved the navigation after you opened it. Their entries are shown below; what you typed is kept. Save again to replace theirs with yours.",
  },
};

export const adminNavigationZh = {
  heading: "导航栏",
  intro:
    "每个页面顶部导航栏和页脚中的链接。名称留空时使用网站对该页面的默认名称。“新闻中心”只在该语言有已发布的新闻时显示；“登录”始终位于导航栏末尾。",
  lists: { navbar: "导航栏", footer: "页脚" },
  entry: (list: string, position: number) => `${list}第 ${position} 项`,
  ownLink: "自定义链接",
  pageNames: { home: "首页", about: "关于我们", brandCenter: "品牌中心", newsCenter: "新闻中心", contact: "联系我们" },
  fields: {
    visible: "显示",
    labelEn: "英文名称",
    labelZh: "中文名称",
    href: "链接地址",
  },
  hrefHint:
    "本站页面以 / 开头（例如 /brand-center?category=calacatta-series；中文页面会链接到对应的中文页面），或以 https:// 或 http:// 开头的完整网址，外部网址会在新标签页中打开。",
  ownLinkLabelHint: "链接只在填写了名称的语言中显示。",
  moveUp: "上移",
  moveDown: "下移",
  moveUpLabel: (name: string) => `上移${name}`,
  moveDownLabel: (name: string) => `下移${name}`,
  remove: "删除",
  removeLabel: (name: string) => `删除${name}`,
  addLink: (list: string) => `在${list}中添加链接`,
  shown: "显示",
  hidden: "隐藏",
  entryLine: (name: string, state: string, labelZh: string, labelEn: string) =>
    [`${name}（${state}）`, labelZh && `中文名称：${labelZh}`, labelEn && `英文名称：${labelEn}`].filter(Boolean).join("，"),
  save: "保存",
  saved: "已保存，网站页面已显示新的导航。",
  errors: {
    tooLong: (max: number) => `最多 ${max} 个字符。`,
    hrefRequired: "请填写链接地址。",
    hrefInvalid: "请填写以 / 开头的本站路径，或以 https:// 或 http:// 开头的完整网址。",
    labelRequired: "请至少填写一种语言的名称。",
    tooMany: (max: number) => `每个列表最多 ${max} 个自定义链接。`,
    pagesChanged: "内置页面列表已被改动，请刷新页面后重试。",
    fixBelow: "未保存：请修改下面标出的项目。",
    changedMeanwhile:
      "未保存：在您打开此页面之后，其他人已保存了导航。下面列出了他们保存的内容，您填写的内容已保留。再次保存将用您的内容替换他们的内容。",
  },
} satisfies typeof adminNavigationEn;
