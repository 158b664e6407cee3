/** The dashboard's languages page: which languages buyers get pages in. */
export const adminLanguagesEn = {
  tab: "Languages",
  heading: "Languages of the site",
  intro:
    "Buyers get every public page in each language ticked here. English and Chinese are always on. A language turned off has no pages, links, sitemap or hreflang entries: its addresses lead to the English page.",
  alwaysOn: "always on",
  untranslated: "Texts you write (products, news, company details) show in English on these pages until they have fields in the language.",
  save: "Save",
  saved: "Saved. The public pages follow at once.",
  failed: "The choice could not be read. Please tick the languages again.",
};

export const adminLanguagesZh = {
  tab: "网站语言",
  heading: "网站语言",
  intro: "买家可以用这里勾选的每种语言浏览全部公开页面。英文和中文始终开启。关闭的语言没有页面、链接、站点地图或 hreflang 条目，其网址会转到英文页面。",
  alwaysOn: "始终开启",
  untranslated: "您编写的内容（产品、新闻、公司信息）在这些语言的页面上以英文显示，直到后台提供该语言的字段。",
  save: "保存",
  saved: "已保存，公开页面立即更新。",
  failed: "无法读取所选语言，请重新勾选。",
} satisfies typeof adminLanguagesEn;
