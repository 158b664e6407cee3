/**
 * Files for translators (docs/decisions/050-translation-files.md): the languages page's export links and counts, and
 * the import page's check, preview and messages.
 */

type Kind =
  | "company"
  | "about-page"
  | "home-page"
  | "navigation"
  | "page-seo"
  | "quote-terms"
  | "category"
  | "post"
  | "room-scene"
  | "product"
  | "gallery-photo"
  | "option"
  | "image";

export const adminTranslationFilesEn = {
  heading: "Files for translators",
  intro:
    "Download the texts of a language as an XLIFF file (for Trados, memoQ, Smartcat, Crowdin) or an Excel sheet, have them translated, and import the file back. The files hold the company details, the About page, categories, news posts, room scenes, products (with their slab sizes' names and the alt texts of their photos), the stone attribute lists, the library images' alt texts, the home page's slides and dialog, the navigation's names, the pages' search and sharing texts and the quotes' payment and delivery terms.",
  wordsNote:
    "Words are counted in the English source, as translators quote. A Chinese text would count each character as a word, as Chinese translators quote by character.",
  outOfDate: (count: number) =>
    count === 1
      ? "1 out of date (the English changed after it was translated)"
      : `${count} out of date (the English changed after they were translated)`,
  /** The counts link to the editor's texts in that state: "3 missing, 1 out of date". */
  missingCount: (missing: number) => `${missing} missing`,
  staleCount: (stale: number) => `${stale} out of date`,
  countsSeparator: ", ",
  words: (todo: number, all: number) => `${todo.toLocaleString("en-US")} words to translate (${all.toLocaleString("en-US")} in all texts)`,
  scopes: { todo: "missing and out of date", all: "all texts" },
  download: (format: string, scope: string) => `${format}, ${scope}`,
  importLink: "Import a translated file",
  import: {
    heading: "Import a translated file",
    intro:
      "Upload an XLIFF or Excel file exported here. Nothing changes until you have seen what the file would change and applied it. Each record changed is saved as one revision, which its history can restore.",
    language: "Language of the file",
    file: "File (.xlf, .xliff or .xlsx)",
    check: "Check the file",
    previewHeading: (count: number) => (count === 1 ? "1 text will change" : `${count} texts will change`),
    columns: { entry: "Entry", where: "Where it shows", before: "Current translation", after: "New translation", warnings: "Warnings" },
    noTranslation: "(none: the English shows)",
    apply: "Apply these translations",
    applied: (count: number) =>
      count === 1 ? "1 text saved. The public pages show it now." : `${count} texts saved. The public pages show them now.`,
    nothing: "The file changes no text: every translation in it is already stored, or empty.",
    warnings: {
      sourceChanged: "Not applied: the English changed since the file was exported. Export the text again and have it translated anew.",
      incomplete: "Not applied: only some paragraphs of this text are translated, and every paragraph must be.",
    },
    problemsHeading: "The file cannot be imported. Nothing was changed.",
    problems: {
      noFile: "Choose a file to import.",
      damaged: "The file cannot be read: it is not an XLIFF 2 or Excel file exported here, or it was damaged.",
      damagedEntry: (entry: string) => `The file cannot be read at entry ${entry}.`,
      otherLanguage: (file: string, chosen: string) => `The file is for ${file}, not ${chosen}. Choose its language or the right file.`,
      unknown: (entry: string) => `Entry ${entry} names no text of this site (it may have been deleted).`,
      duplicate: (entry: string) => `Entry ${entry} is in the file twice.`,
      tooLong: (entry: string, max: number, length: number) => `Entry ${entry} is ${length} characters long; at most ${max} fit.`,
      markup: (entry: string) => `Entry ${entry} lost or added markup codes (such as <1>…</1>): keep each code of the source once.`,
      script: (entry: string, language: string) => `Entry ${entry} is not written in ${language} script.`,
      tooLarge: "The file is too large.",
      changedMeanwhile: "Some of these texts were changed since the file was checked. Check the file again.",
    },
  },
  kinds: {
    company: "Company details",
    "about-page": "About us page",
    "home-page": "Home page",
    navigation: "Navigation",
    "page-seo": "Search and sharing texts",
    "quote-terms": "Quote terms",
    category: "Category",
    post: "News post",
    "room-scene": "Room scene",
    product: "Product",
    "gallery-photo": "Product gallery",
    option: "List option",
    image: "Library image",
  } satisfies Record<Kind, string>,
  /** Fields the editors name only inside a row of their own. */
  slabSizes: "Slab size name",
  alt: "Alt text",
  /** A gallery photo by its product's title and its number in the gallery, as the gallery screen numbers it. */
  photoName: (title: string, place: number) => `${title} — photo ${place}`,
  homePage: {
    slideHeading: "Slide heading",
    slideText: "Slide text",
    modalTitle: "Contact dialog title",
    modalText: "Contact dialog text",
  },
  navigation: { navbar: "Navigation bar entry", footer: "Footer entry" },
  quoteTerms: { paymentTerms: "Payment terms", deliveryTerms: "Delivery terms" },
  pageSeo: {
    homeTitle: "Home page title",
    homeDescription: "Home page description",
    aboutTitle: "About page title",
    aboutDescription: "About page description",
    brandTitle: "Brand Center title",
    brandDescription: "Brand Center description",
    newsTitle: "News Center title",
    newsDescription: "News Center description",
    contactTitle: "Contact page title",
    contactDescription: "Contact page description",
  },
  item: (label: string, place: number) => `${label} ${place}`,
  part: (label: string, part: number) => `${label}, paragraph ${part}`,
  where: (kind: string, name: string, field: string) => (name ? `${kind} “${name}”: ${field}` : `${kind}: ${field}`),
};

export const adminTranslationFilesZh: typeof adminTranslationFilesEn = {
  heading: "翻译文件",
  intro:
    "可将某种语言的文字下载为 XLIFF 文件（适用于 Trados、memoQ、Smartcat、Crowdin）或 Excel 表格，交给译者翻译后再导入。文件包含公司信息、关于我们页面、分类、新闻、房间场景、产品（含板材规格名称和产品图片的替代文字）、石材属性列表、图库图片的替代文字、首页幻灯片和对话框、导航名称、各页面的搜索与分享文字以及报价的付款和交货条款。",
  wordsNote: "字数按英文原文统计，与译者报价方式一致。中文文字按字符计数，每个汉字算一个字，这是中文翻译的报价惯例。",
  outOfDate: (count: number) => `${count} 项已过期（翻译后英文又有修改）`,
  missingCount: (missing: number) => `${missing} 项缺少`,
  staleCount: (stale: number) => `${stale} 项已过期`,
  countsSeparator: "，",
  words: (todo: number, all: number) => `待翻译 ${todo.toLocaleString("zh-CN")} 词（全部文字共 ${all.toLocaleString("zh-CN")} 词）`,
  scopes: { todo: "缺少和已过期的文字", all: "全部文字" },
  download: (format: string, scope: string) => `${format}：${scope}`,
  importLink: "导入翻译好的文件",
  import: {
    heading: "导入翻译好的文件",
    intro:
      "上传从这里导出的 XLIFF 或 Excel 文件。在您查看文件将带来的修改并确认应用之前，不会有任何改动。每条被修改的记录保存为一个版本，可在其修改历史中恢复。",
    language: "文件语言",
    file: "文件（.xlf、.xliff 或 .xlsx）",
    check: "检查文件",
    previewHeading: (count: number) => `将修改 ${count} 项文字`,
    columns: { entry: "条目", where: "显示位置", before: "当前译文", after: "新译文", warnings: "提醒" },
    noTranslation: "（无，显示英文）",
    apply: "应用这些译文",
    applied: (count: number) => `已保存 ${count} 项文字，公开页面已同步显示。`,
    nothing: "文件没有带来任何修改：其中的译文都已保存，或为空。",
    warnings: {
      sourceChanged: "未应用：导出后英文已修改。请重新导出该项并重新翻译。",
      incomplete: "未应用：该文字只翻译了部分段落，须翻译全部段落。",
    },
    problemsHeading: "无法导入该文件，没有任何改动。",
    problems: {
      noFile: "请选择要导入的文件。",
      damaged: "无法读取该文件：它不是从这里导出的 XLIFF 2 或 Excel 文件，或已损坏。",
      damagedEntry: (entry: string) => `无法读取文件中的条目 ${entry}。`,
      otherLanguage: (file: string, chosen: string) => `该文件是${file}文件，不是${chosen}。请选择正确的语言或文件。`,
      unknown: (entry: string) => `条目 ${entry} 不对应本网站的任何文字（可能已被删除）。`,
      duplicate: (entry: string) => `条目 ${entry} 在文件中出现了两次。`,
      tooLong: (entry: string, max: number, length: number) => `条目 ${entry} 长 ${length} 个字符，最多只能 ${max} 个。`,
      markup: (entry: string) => `条目 ${entry} 丢失或多出了格式代码（如 <1>…</1>）：原文的每个代码须保留一次。`,
      script: (entry: string, language: string) => `条目 ${entry} 不是用${language}的文字书写的。`,
      tooLarge: "文件太大。",
      changedMeanwhile: "检查文件后，其中部分文字已被修改。请重新检查文件。",
    },
  },
  kinds: {
    company: "公司信息",
    "about-page": "关于我们页面",
    "home-page": "首页",
    navigation: "导航",
    "page-seo": "搜索与分享文字",
    "quote-terms": "报价条款",
    category: "分类",
    post: "新闻",
    "room-scene": "房间场景",
    product: "产品",
    "gallery-photo": "产品图库",
    option: "列表选项",
    image: "图库图片",
  },
  slabSizes: "板材规格名称",
  alt: "替代文字",
  photoName: (title: string, place: number) => `${title} — 图片 ${place}`,
  homePage: { slideHeading: "幻灯片标题", slideText: "幻灯片文字", modalTitle: "联系对话框标题", modalText: "联系对话框文字" },
  navigation: { navbar: "导航栏项目", footer: "页脚项目" },
  quoteTerms: { paymentTerms: "付款条款", deliveryTerms: "交货条款" },
  pageSeo: {
    homeTitle: "首页标题",
    homeDescription: "首页描述",
    aboutTitle: "关于我们页面标题",
    aboutDescription: "关于我们页面描述",
    brandTitle: "品牌中心标题",
    brandDescription: "品牌中心描述",
    newsTitle: "新闻中心标题",
    newsDescription: "新闻中心描述",
    contactTitle: "联系页面标题",
    contactDescription: "联系页面描述",
  },
  item: (label: string, place: number) => `${label} ${place}`,
  part: (label: string, part: number) => `${label}，第 ${part} 段`,
  where: (kind: string, name: string, field: string) => (name ? `${kind}“${name}”：${field}` : `${kind}：${field}`),
};

/** What a translation file itself says to the translator, in English, the language they translate from. */
export const translatorFileTexts = {
  title: (language: string, code: string) => `Translation from English into ${language} (${code})`,
  words: (words: number, units: number) =>
    `${words} words to translate in ${units} texts (counted in the English source; Chinese counts characters)`,
  scope: { todo: "Texts missing or out of date in this language", all: "All texts" },
  maxLength: (max: number) => `At most ${max} characters.`,
  stale: "Out of date: the English changed after this translation was written. Update the translation.",
  markup: "Keep each code (<1>…</1>, <2/>) of the source once in the translation; you may move them.",
  columns: ["id", "where it shows", "max length", "source (English)", "target", "note"],
  target: (code: string) => `target (${code})`,
};
