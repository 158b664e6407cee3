/** The dashboard's languages page: which languages buyers get pages in. */
export const adminLanguagesEn = {
  tab: "Languages",
  heading: "Languages of the site",
  intro:
    "Buyers get every public page in each language ticked here. English and Chinese are always on. A language turned off has no pages, links, sitemap or hreflang entries: its addresses lead to the English page.",
  alwaysOn: "always on",
  fieldsInEveryLanguage:
    "Every text you write has a field in each of these languages: products, categories, the colour, pattern and finish lists, company details, home, About, navigation, news, the pages' search titles and descriptions, and image alt texts. A text not written in a language shows the English on its pages; a search description not written in it is the site's own in that language.",
  missing: {
    heading: "Texts still to translate",
    intro: "Pages in these languages show the English where a text is not written in the language. Each entry leads to its editor.",
    turnedOff: "turned off",
    kinds: {
      products: "Products",
      galleryPhotos: "Product photos' own alt texts",
      categories: "Categories",
      options: "Colour, pattern and finish lists",
      posts: "News posts",
      images: "Library images",
    },
    fields: {
      title: "title",
      description: "description",
      applications: "applications",
      specRows: "specifications",
      slabSizes: "slab size names",
      label: "name",
      summary: "summary",
      body: "text",
      alt: "alt text",
    },
    count: (missing: number) => (missing === 1 ? "1 to translate" : `${missing} to translate`),
    outOfDate: (stale: number) =>
      stale === 1
        ? "1 out of date (its English changed after it was translated)"
        : `${stale} out of date (their English changed after they were translated)`,
    allWritten: "All written",
    andMore: (more: number) => `and ${more} more`,
    lacks: (name: string, fields: string) => `${name}: no ${fields}`,
    siteTexts: "Site texts",
    documents: {
      company: "Company details",
      about: "About us page",
      home: "Home page slides and dialog",
      navigation: "Names of your own navigation links",
    },
    documentGap: (missing: number, total: number) => `${missing} of ${total} texts to translate`,
  },
  save: "Save",
  saved: "Saved. The public pages follow at once.",
  failed: "The choice could not be read. Please tick the languages again.",
};

export const adminLanguagesZh = {
  tab: "网站语言",
  heading: "网站语言",
  intro:
    "买家可以用这里勾选的每种语言浏览全部公开页面。英文和中文始终开启。关闭的语言没有页面、链接、站点地图或 hreflang 条目，其网址会转到英文页面。",
  alwaysOn: "始终开启",
  fieldsInEveryLanguage:
    "您填写的每项文字在这些语言中都有对应字段：产品、分类、色系纹理和表面处理列表、公司信息、首页、关于我们、导航、新闻、页面的搜索标题和描述，以及图片替代文字。某种语言未填写的文字在其页面上显示英文；未填写的搜索描述使用网站自带的该语言文字。",
  missing: {
    heading: "待翻译内容",
    intro: "某项内容没有该语言的文字时，该语言的页面显示英文。点击每一项即可前往编辑。",
    turnedOff: "已关闭",
    kinds: {
      products: "产品",
      galleryPhotos: "产品图片自己的替代文字",
      categories: "分类",
      options: "色系、纹理和表面处理列表",
      posts: "新闻",
      images: "图库图片",
    },
    fields: {
      title: "标题",
      description: "描述",
      applications: "应用",
      specRows: "技术参数",
      slabSizes: "板材规格名称",
      label: "名称",
      summary: "摘要",
      body: "正文",
      alt: "替代文字",
    },
    count: (missing: number) => `${missing} 项待翻译`,
    outOfDate: (stale: number) => `${stale} 项已过期（翻译后英文又有修改）`,
    allWritten: "已全部填写",
    andMore: (more: number) => `另有 ${more} 项`,
    lacks: (name: string, fields: string) => `${name}：缺少${fields}`,
    siteTexts: "网站文字",
    documents: { company: "公司信息", about: "关于我们页面", home: "首页幻灯片和对话框", navigation: "导航中自定义链接的名称" },
    documentGap: (missing: number, total: number) => `${total} 项中有 ${missing} 项待翻译`,
  },
  save: "保存",
  saved: "已保存，公开页面立即更新。",
  failed: "无法读取所选语言，请重新勾选。",
} satisfies typeof adminLanguagesEn;
