import { adminWebPagesEn, adminWebPagesZh } from "./admin-web-pages";
import { languageNamesIn } from "./languages";

/** The SEO checklist shown in each editor, and the dashboard's SEO health screen that counts it over the whole site. */
export const adminSeoEn = {
  checklist: {
    heading: "SEO checklist",
    headingOf: (page: string) => `SEO checklist: ${page}`,
    intro: "What search engines show for this page in each language, from what is typed now. Saving updates the site.",
    resultIn: (language: string) => `${language} search result`,
    noResult: "This page does not exist in this language.",
    checkingTitle: "Looking for the same title on other pages…",
  },
  lights: { good: "Good", improve: "Needs work", problem: "Problem" },
  checkNames: {
    title: "Title length",
    description: "Description length",
    images: "Image alt text",
    translated: "Translated",
    uniqueTitle: "Unique title",
  },
  length: {
    empty: () => "Empty: search engines make up their own.",
    short: (width: number, min: number) => `${width} wide: short, say more (at least ${min}).`,
    long: (width: number, max: number) => `${width} wide: search results cut it after about ${max}.`,
    fits: (width: number, max: number) => `${width} wide: fits (up to ${max}).`,
  },
  widthHint: "Width counts a Chinese character as two letters.",
  images: {
    allWritten: (total: number) => (total === 1 ? "The image has alt text." : `All ${total} images have alt text.`),
    missing: (missing: number, total: number) =>
      `${missing} of ${total} ${total === 1 ? "image has" : "images have"} no alt text in this language.`,
  },
  translated: {
    done: (reference: string) => `Written as in ${reference}.`,
    missing: (fields: string, reference: string) => `Written only in ${reference}: ${fields}.`,
    pageMissing: "Not written in this language: its readers do not see this page.",
    fieldNames: { title: "title", description: "description", keywords: "keywords" },
    listSeparator: ", ",
  },
  uniqueTitle: {
    unique: "No other page has this title.",
    sameAs: "The same title as:",
  },
  fix: "Fix",
  health: {
    heading: "SEO health",
    intro:
      "Every page, product, category and news post checked in each language buyers read, as in the checklist of its editor. Each line links to the field that fixes it.",
    switchLanguage: "中文",
    summary: (problems: number, improve: number) =>
      `${problems} ${problems === 1 ? "problem" : "problems"}, ${improve} ${improve === 1 ? "item needs" : "items need"} work.`,
    allGood: "Nothing to fix: every check is good.",
    checked: (subjects: number) => `${subjects} pages checked.`,
    columns: { page: "Page", language: "Language", check: "Check", finding: "Finding", light: "Light" },
    kinds: { page: "Web page", product: "Product", category: "Category", post: "News post" },
    owner: (kind: string, name: string) => `${kind}: ${name}`,
    languages: languageNamesIn("en"),
    pages: adminWebPagesEn.seo.pages,
    show: { label: "Show", all: "All findings", problem: "Problems only" },
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: "Previous",
    next: "Next",
    pagesLabel: "Pages of findings",
  },
};

export const adminSeoZh = {
  checklist: {
    heading: "SEO 检查",
    headingOf: (page: string) => `SEO 检查：${page}`,
    intro: "按当前填写的内容，显示本页在各语言搜索结果中的样子。保存后网站随之更新。",
    resultIn: (language: string) => `${language}搜索结果`,
    noResult: "本页没有这种语言的版本。",
    checkingTitle: "正在查找使用相同标题的其他页面…",
  },
  lights: { good: "良好", improve: "需改进", problem: "有问题" },
  checkNames: {
    title: "标题长度",
    description: "描述长度",
    images: "图片替代文字",
    translated: "翻译",
    uniqueTitle: "标题不重复",
  },
  length: {
    empty: () => "为空：搜索引擎会自行生成。",
    short: (width: number, min: number) => `宽度 ${width}：偏短，请多写一些（至少 ${min}）。`,
    long: (width: number, max: number) => `宽度 ${width}：搜索结果大约在 ${max} 处截断。`,
    fits: (width: number, max: number) => `宽度 ${width}：合适（不超过 ${max}）。`,
  },
  widthHint: "宽度按一个汉字等于两个字母计算。",
  images: {
    allWritten: (total: number) => `全部 ${total} 张图片都有替代文字。`,
    missing: (missing: number, total: number) => `${total} 张图片中有 ${missing} 张没有这种语言的替代文字。`,
  },
  translated: {
    done: (reference: string) => `与${reference}一样已填写。`,
    missing: (fields: string, reference: string) => `只在${reference}中填写了：${fields}。`,
    pageMissing: "没有用这种语言撰写：这种语言的读者看不到本页。",
    fieldNames: { title: "标题", description: "描述", keywords: "关键词" },
    listSeparator: "、",
  },
  uniqueTitle: {
    unique: "没有其他页面使用这个标题。",
    sameAs: "与以下页面标题相同：",
  },
  fix: "去修改",
  health: {
    heading: "SEO 状况",
    intro: "按各编辑页中的 SEO 检查，逐一检查所有网页、产品、分类和新闻在买家可读的每种语言中的版本。每一项都链接到需要修改的字段。",
    switchLanguage: "English",
    summary: (problems: number, improve: number) => `${problems} 个问题，${improve} 项需改进。`,
    allGood: "没有需要修改的地方：所有检查均为良好。",
    checked: (subjects: number) => `共检查 ${subjects} 个页面。`,
    columns: { page: "页面", language: "语言", check: "检查项", finding: "结果", light: "状态" },
    kinds: { page: "网页", product: "产品", category: "分类", post: "新闻" },
    owner: (kind: string, name: string) => `${kind}：${name}`,
    languages: languageNamesIn("zh"),
    pages: adminWebPagesZh.seo.pages,
    show: { label: "显示", all: "全部结果", problem: "只看问题" },
    pageOf: (page: number, pages: number) => `第 ${page} / ${pages} 页`,
    previous: "上一页",
    next: "下一页",
    pagesLabel: "结果分页",
  },
} satisfies typeof adminSeoEn;
