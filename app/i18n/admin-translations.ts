import { languageNamesIn } from "./languages";

/** The dashboard's fields for the added languages, shared by every editor that has them (docs/requirements/languages.md#owner-texts-in-every-language). */
export const adminTranslationsEn = {
  /** Each language as this catalog's readers name it ("Spanish", "西班牙语"). */
  languageNames: languageNamesIn("en"),
  heading: "Other languages",
  hint: "Buyers on these pages read what you write here. A field left empty shows the English text, marked as English.",
  written: (written: number, total: number) => `${written} of ${total} written`,
  turnedOff: "turned off: buyers do not see it yet",
  product: {
    title: "Title",
    description: "Description",
    keywords: "Keywords",
    applications: "Applications",
    specRows: "Specifications",
    slabSizes: "Slab size names",
  },
  listHint: "Separated by commas.",
  category: { title: "Name", description: "Description" },
  roomScene: { name: "Name", alt: "Description for screen readers" },
  post: { title: "Title", summary: "Summary", body: "Body" },
  option: { label: "Name" },
  company: { name: "Company name", address: "Address", person: "Contact person", hours: "Business hours" },
  slide: { heading: "Heading", text: "Text", link: "Link" },
  modal: { title: "Dialog title", text: "Dialog text" },
  about: {
    name: "Company name",
    intro: "Introduction",
    capacity: "Capacity",
    staff: "Staff",
    area: "Plant area",
    equipment: "Workshop and equipment",
  },
  seo: { title: "Title", description: "Description" },
  seoHint:
    "Search engines show these on that language's pages. A field left empty uses the site's built-in text in that language, never another language's.",
  /** A field of one language where every language's are listed together: a revision, a conflict. */
  fieldIn: (field: string, language: string) => `${field} (${language})`,
  englishChanged: (fields: string) => `English changed since: ${fields}`,
  /** A language as its readers write it and as the dashboard's reader does: "Español (Spanish)". */
  language: (nativeName: string, name: string) => `${nativeName} (${name})`,
  /** What follows the language's own name where that name is marked as written in it: " (Spanish)". */
  languageNameAfter: (name: string) => ` (${name})`,
};

export const adminTranslationsZh = {
  languageNames: languageNamesIn("zh"),
  heading: "其他语言",
  hint: "这些语言页面的买家看到您在此填写的内容。留空的字段显示英文内容，并标注为英文。",
  written: (written: number, total: number) => `已填写 ${written}/${total} 项`,
  turnedOff: "已关闭，买家暂时看不到",
  product: {
    title: "标题",
    description: "描述",
    keywords: "关键词",
    applications: "应用",
    specRows: "技术参数",
    slabSizes: "板材规格名称",
  },
  listHint: "用逗号分隔。",
  category: { title: "名称", description: "描述" },
  roomScene: { name: "名称", alt: "图片说明" },
  post: { title: "标题", summary: "摘要", body: "正文" },
  option: { label: "名称" },
  company: { name: "公司名称", address: "地址", person: "联系人", hours: "营业时间" },
  slide: { heading: "标题", text: "文字", link: "链接" },
  modal: { title: "对话框标题", text: "对话框文字" },
  about: { name: "公司名称", intro: "公司简介", capacity: "产能", staff: "员工", area: "厂区面积", equipment: "车间与设备" },
  seo: { title: "标题", description: "描述" },
  seoHint: "搜索引擎在该语言的页面上显示这些文字。留空的字段使用网站自带的该语言文字，不会显示其他语言。",
  fieldIn: (field: string, language: string) => `${field}（${language}）`,
  englishChanged: (fields: string) => `翻译后英文已修改：${fields}`,
  language: (nativeName: string, name: string) => `${nativeName}（${name}）`,
  languageNameAfter: (name: string) => `（${name}）`,
} satisfies typeof adminTranslationsEn;
