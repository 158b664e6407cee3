import { defaultNavigation } from "~/modules/site-settings/navigation";
import { defaultSiteLanguages } from "~/modules/site-settings/site-languages";
import { defaultAboutPage } from "~/modules/site-settings/about-page";
import { demoAboutTranslations } from "./demo-about-translations";
import { defaultHomePage } from "~/modules/site-settings/home-page";
import { defaultPageSeo } from "~/modules/site-settings/page-seo";
import { defaultQuoteSettings, type QuoteSettings } from "~/modules/quotes/quote-settings";
import { defaultCompanyInfo, type CompanyInfo, type SiteSettings } from "~/modules/site-settings/site-settings";

/** The demo catalogue seeded into an empty database, so a new installation looks like a real site. */

export type DemoCategory = {
  id: string;
  slug: string;
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
  sortOrder: number;
};

export type DemoProduct = {
  id: string;
  titleEn: string;
  titleZh: string;
  descriptionEn: string[];
  descriptionZh: string[];
  categoryId: string;
  keywords: string[];
  keywordsZh: string[];
  homepage: boolean;
  visible: boolean;
  sortOrder: number;
};

export const demoCategories: DemoCategory[] = [
  {
    id: "calacatta-series",
    slug: "calacatta-series",
    titleEn: "Calacatta Series",
    titleZh: "卡拉卡塔系列",
    descriptionEn:
      "Bright white quartz with bold, sweeping veins after Italy's rarest marble, for statement islands and waterfall countertops.",
    descriptionZh: "明亮的白色石英石，配以大气流畅的纹理，灵感源自意大利珍稀大理石，适合打造醒目的中岛台和瀑布台面。",
    sortOrder: 0,
  },
  {
    id: "carrara-series",
    slug: "carrara-series",
    titleEn: "Carrara Series",
    titleZh: "卡拉拉系列",
    descriptionEn: "Soft grey feathered veins on a white ground: the quiet classic for kitchens and bathrooms alike.",
    descriptionZh: "白色底面上柔和的灰色羽状纹理，是厨房和浴室都适用的经典之选。",
    sortOrder: 1,
  },
  {
    id: "pure-color-series",
    slug: "pure-color-series",
    titleEn: "Pure Color Series",
    titleZh: "纯色系列",
    descriptionEn:
      "Even, solid colours from snow white to deep black, for clean modern lines and large projects that need every slab to match.",
    descriptionZh: "从雪白到深黑的均匀纯色，适合简洁的现代风格，以及要求每块板材颜色一致的大型工程。",
    sortOrder: 2,
  },
  {
    id: "sparkle-series",
    slug: "sparkle-series",
    titleEn: "Sparkle Series",
    titleZh: "闪晶系列",
    descriptionEn: "Mirror flecks and crystal grains that catch the light, on dark and light grounds.",
    descriptionZh: "深浅底色中点缀镜面颗粒和晶体颗粒，在光线下闪闪发亮。",
    sortOrder: 3,
  },
  {
    id: "stone-concrete-series",
    slug: "stone-concrete-series",
    titleEn: "Stone & Concrete Series",
    titleZh: "石纹与水泥系列",
    descriptionEn: "The matt, textured look of natural stone and poured concrete, with none of their upkeep.",
    descriptionZh: "呈现天然石材和清水混凝土的哑光质感，却无需它们的繁琐保养。",
    sortOrder: 4,
  },
];

const sizeEn =
  "Slab size 3200 × 1600 mm, thickness 20 mm or 30 mm; countertops, vanity tops and islands are cut to size from your drawings.";
const sizeZh = "大板规格3200 × 1600毫米，厚度20毫米或30毫米；厨房台面、浴室台面及中岛台可按图纸定制加工。";
const careEn =
  "Quartz needs no sealing. Wipe spills with warm water and a mild detergent, use a trivet under hot pans and avoid strong alkaline or solvent cleaners.";
const careZh = "石英石无需封釉养护。日常用温水和中性清洁剂擦拭即可；热锅请放在隔热垫上，避免使用强碱或有机溶剂类清洁剂。";

type ProductInput = Omit<DemoProduct, "visible" | "sortOrder" | "descriptionEn" | "descriptionZh"> & {
  descriptionEn: [string, string];
  descriptionZh: [string, string];
};

function products(inputs: ProductInput[]): DemoProduct[] {
  return inputs.map((input, sortOrder) => ({
    ...input,
    descriptionEn: [...input.descriptionEn, `${sizeEn} ${careEn}`],
    descriptionZh: [...input.descriptionZh, `${sizeZh}${careZh}`],
    visible: true,
    sortOrder,
  }));
}

export const demoProducts: DemoProduct[] = products([
  {
    id: "calacatta-gold",
    titleEn: "Calacatta Gold",
    titleZh: "卡拉卡塔金",
    categoryId: "calacatta-series",
    keywords: ["Calacatta", "Calacatta Gold", "white quartz", "gold veins", "kitchen countertop", "kitchen island"],
    keywordsZh: ["卡拉卡塔", "卡拉卡塔金", "白色石英石", "金色纹理", "厨房台面", "中岛台"],
    homepage: true,
    descriptionEn: [
      "Calacatta Gold pairs a bright, warm white body with bold grey veins traced by fine threads of gold. Each slab carries the sweeping movement of the rare Italian marble it is inspired by, without its porosity or fragility.",
      "Polished to a deep gloss, it makes a striking kitchen island or waterfall countertop and an elegant bathroom vanity. Veins continue through the slab body, so mitred edges and waterfall ends look like solid stone.",
    ],
    descriptionZh: [
      "卡拉卡塔金以温润明亮的白色为底，灰色粗纹大气流畅，间有细细的金色纹理。每块板材都再现了意大利名贵大理石的灵动纹路，却没有天然石材的吸水和易碎问题。",
      "高光抛光面光泽深邃，用作中岛台、瀑布台面或浴室台面都十分出彩。纹理贯穿板材内部，斜拼边和瀑布侧板的效果与整块石材无异。",
    ],
  },
  {
    id: "calacatta-classic",
    titleEn: "Calacatta Classic",
    titleZh: "经典卡拉卡塔",
    categoryId: "calacatta-series",
    keywords: ["Calacatta", "white quartz", "grey veins", "marble look", "kitchen countertop", "vanity top"],
    keywordsZh: ["卡拉卡塔", "白色石英石", "灰色纹理", "仿大理石", "厨房台面", "浴室台面"],
    homepage: true,
    descriptionEn: [
      "Calacatta Classic sets broad, charcoal-grey veins against a crisp white ground. The dramatic, high-contrast pattern gives every installation the presence of a natural marble feature wall.",
      "It is our most requested slab for open-plan kitchens, where a single island becomes the centrepiece of the room, and for hotel bathrooms that call for a timeless look with easy upkeep.",
    ],
    descriptionZh: [
      "经典卡拉卡塔在纯净的白色底面上呈现宽阔的炭灰色纹理，对比强烈，气势恢宏，让每一处安装效果都如天然大理石背景墙般醒目。",
      "这是开放式厨房中岛台最受欢迎的选择，一座中岛即可成为空间焦点；同样适合追求经典外观又希望易于打理的酒店卫浴空间。",
    ],
  },
  {
    id: "calacatta-viola",
    titleEn: "Calacatta Viola",
    titleZh: "卡拉卡塔紫罗兰",
    categoryId: "calacatta-series",
    keywords: ["Calacatta Viola", "burgundy veins", "white quartz", "statement countertop", "bar top"],
    keywordsZh: ["卡拉卡塔紫", "酒红色纹理", "白色石英石", "个性台面", "吧台"],
    homepage: true,
    descriptionEn: [
      "Calacatta Viola brings wine-red and violet veins across a soft white background, a bold interpretation of one of the most sought-after marbles in contemporary design.",
      "Use it where a surface should make a statement: bar tops, reception desks, feature islands and powder-room vanities. It pairs beautifully with brushed brass, dark timber and deep green cabinetry.",
    ],
    descriptionZh: [
      "卡拉卡塔紫罗兰在柔和的白色底面上铺展酒红与紫色纹理，是对当代设计中备受追捧的紫罗兰大理石的大胆演绎。",
      "适用于需要彰显个性的台面：吧台、前台接待台、中岛台及客卫台面。与拉丝黄铜、深色木饰面和墨绿色橱柜搭配相得益彰。",
    ],
  },
  {
    id: "carrara-white",
    titleEn: "Carrara White",
    titleZh: "卡拉拉白",
    categoryId: "carrara-series",
    keywords: ["Carrara", "white quartz", "soft grey veins", "kitchen countertop", "bathroom vanity"],
    keywordsZh: ["卡拉拉", "白色石英石", "柔和灰纹", "厨房台面", "浴室台面"],
    homepage: true,
    descriptionEn: [
      "Carrara White captures the soft, feathery grey veining of classic Carrara marble on a cool white body. The pattern is quiet and even, so joints between slabs are barely visible.",
      "A versatile choice for family kitchens, backsplashes, vanity tops and shower walls, it suits both modern and traditional cabinetry and brightens rooms with little natural light.",
    ],
    descriptionZh: [
      "卡拉拉白在清爽的白色底面上再现经典卡拉拉大理石轻柔的羽状灰纹，纹理均匀内敛，板与板之间的拼缝几乎难以察觉。",
      "适用面广：家庭厨房台面、防溅背板、浴室台面和淋浴墙面皆宜，既配现代橱柜也配传统风格，让采光不足的空间更显明亮。",
    ],
  },
  {
    id: "statuario-venato",
    titleEn: "Statuario Venato",
    titleZh: "雕刻白",
    categoryId: "carrara-series",
    keywords: ["Statuario", "white quartz", "dramatic veins", "book-matched", "feature wall", "vanity top"],
    keywordsZh: ["雕刻白", "白色石英石", "大气纹理", "对纹拼接", "背景墙", "浴室台面"],
    homepage: true,
    descriptionEn: [
      "Statuario Venato combines a brilliant white ground with crisp, cool-grey veins that branch across the slab. Its clean contrast recalls the finest statuary marble from the Apuan Alps.",
      "Book-matched pairs create dramatic feature walls and shower surrounds, while single slabs make refined kitchen worktops and vanity tops for residential and hospitality projects.",
    ],
    descriptionZh: [
      "雕刻白以亮白底色搭配清晰冷灰纹理，纹路在板面上自然分枝，纯净的对比令人联想到阿普安山脉出产的顶级雕刻白大理石。",
      "对纹拼接可打造震撼的背景墙和淋浴墙面；单块板材则适合住宅及酒店项目中精致的厨房台面和浴室台面。",
    ],
  },
  {
    id: "carrara-mist",
    titleEn: "Carrara Mist",
    titleZh: "卡拉拉雾灰",
    categoryId: "carrara-series",
    keywords: ["Carrara", "light grey quartz", "subtle veins", "bathroom", "commercial"],
    keywordsZh: ["卡拉拉", "浅灰石英石", "细腻纹理", "浴室", "商业空间"],
    homepage: false,
    descriptionEn: [
      "Carrara Mist softens the Carrara look with a pale grey body and faint, misty veins. It is calm, understated and forgiving of everyday marks.",
      "Ideal for busy family kitchens, office pantries, laboratories and washroom vanities, where a light surface should stay looking clean between wipes.",
    ],
    descriptionZh: [
      "卡拉拉雾灰以浅灰为底，纹理如薄雾般若隐若现，让卡拉拉风格更显柔和，沉静低调，日常使用痕迹也不易显露。",
      "非常适合使用频繁的家庭厨房、办公室茶水间、实验室和公共卫生间台面，让浅色台面在两次清洁之间依然保持整洁。",
    ],
  },
  {
    id: "pure-white",
    titleEn: "Pure White",
    titleZh: "纯白",
    categoryId: "pure-color-series",
    keywords: ["pure white quartz", "solid white", "sparkle", "kitchen countertop", "commercial projects"],
    keywordsZh: ["纯白石英石", "纯色白", "闪晶", "厨房台面", "工程项目"],
    homepage: true,
    descriptionEn: [
      "Pure White is a clean, bright solid white with a fine sparkle of glass particles that catches the light when you move around the room.",
      "A favourite of architects for minimalist kitchens, laboratories, shop counters and large commercial projects, where a uniform colour across many slabs matters.",
    ],
    descriptionZh: [
      "纯白是干净明亮的纯色白，板面点缀细微的玻璃晶粒，随视角变化闪烁微光。",
      "深受建筑师青睐，适用于极简风格厨房、实验室、商铺柜台以及需要大批量板材颜色一致的大型商业项目。",
    ],
  },
  {
    id: "ivory-cream",
    titleEn: "Ivory Cream",
    titleZh: "象牙米白",
    categoryId: "pure-color-series",
    keywords: ["cream quartz", "beige quartz", "warm white", "kitchen countertop", "hotel vanity"],
    keywordsZh: ["米色石英石", "米黄石英石", "暖白", "厨房台面", "酒店台面"],
    homepage: true,
    descriptionEn: [
      "Ivory Cream is a warm, softly clouded off-white that brings comfort to kitchens and bathrooms without the starkness of a pure white surface.",
      "It complements oak and walnut cabinetry, brushed nickel and warm lighting, making it a dependable choice for apartments, hotel rooms and show flats.",
    ],
    descriptionZh: [
      "象牙米白是温暖柔和、带有淡淡云纹的米白色，为厨房和卫浴带来舒适感，又不像纯白那样冷峻。",
      "与橡木、胡桃木橱柜、拉丝镍五金和暖色灯光相得益彰，是公寓、酒店客房和样板间的稳妥之选。",
    ],
  },
  {
    id: "sparkle-black",
    titleEn: "Sparkle Black",
    titleZh: "闪晶黑",
    categoryId: "sparkle-series",
    keywords: ["black quartz", "sparkle", "mirror flecks", "kitchen countertop", "bar top"],
    keywordsZh: ["黑色石英石", "闪晶", "镜面颗粒", "厨房台面", "吧台"],
    homepage: true,
    descriptionEn: [
      "Sparkle Black is a deep, even black scattered with mirror flecks that glitter under kitchen lights like a night sky.",
      "It gives kitchens, bars and reception counters a luxurious contrast against white or wood cabinetry, and hides crumbs and everyday wear well.",
    ],
    descriptionZh: [
      "闪晶黑底色深邃均匀，点缀镜面晶片，在灯光下如夜空繁星般闪耀。",
      "与白色或木色橱柜搭配，为厨房、吧台和接待台带来奢华的对比效果，并且不易显露碎屑和日常磨损。",
    ],
  },
  {
    id: "starlight-grey",
    titleEn: "Starlight Grey",
    titleZh: "星光灰",
    categoryId: "sparkle-series",
    keywords: ["grey quartz", "sparkle", "mirror flecks", "kitchen countertop", "office"],
    keywordsZh: ["灰色石英石", "闪晶", "镜面颗粒", "厨房台面", "办公空间"],
    homepage: false,
    descriptionEn: [
      "Starlight Grey sets silver mirror flecks in a mid-grey body for a modern surface with a gentle shimmer.",
      "It suits contemporary kitchens, office breakout areas and retail counters, and pairs well with matt black fittings and light timber.",
    ],
    descriptionZh: [
      "星光灰在中灰色底面中嵌入银色镜面晶片，呈现柔和闪光的现代质感。",
      "适用于现代厨房、办公休闲区和零售柜台，与哑光黑五金和浅色木材搭配尤为协调。",
    ],
  },
  {
    id: "sparkle-white",
    titleEn: "Sparkle White",
    titleZh: "闪晶白",
    categoryId: "sparkle-series",
    keywords: ["white quartz", "sparkle", "speckled", "kitchen countertop", "vanity top"],
    keywordsZh: ["白色石英石", "闪晶", "斑点纹", "厨房台面", "浴室台面"],
    homepage: true,
    descriptionEn: [
      "Sparkle White is a bright white with fine grey and mirror flecks, adding depth and a subtle glitter to a clean surface.",
      "Practical and cheerful, it is well suited to family kitchens, rental apartments and bathroom vanities, where small marks should not show.",
    ],
    descriptionZh: [
      "闪晶白在亮白底面上点缀细小的灰色与镜面晶粒，为简洁的台面增添层次和细腻光泽。",
      "实用又明快，适合家庭厨房、出租公寓和浴室台面，日常的小污渍不易显现。",
    ],
  },
  {
    id: "black-marquina",
    titleEn: "Black Marquina",
    titleZh: "黑白根",
    categoryId: "stone-concrete-series",
    keywords: ["black quartz", "Marquina", "white veins", "kitchen countertop", "feature wall"],
    keywordsZh: ["黑色石英石", "黑白根", "白色纹理", "厨房台面", "背景墙"],
    homepage: true,
    descriptionEn: [
      "Black Marquina traces bright white veins across a deep black body, the engineered counterpart of the classic Spanish Nero Marquina marble.",
      "Its graphic contrast shines on kitchen islands, bar tops, fireplace surrounds and bathroom feature walls, especially beside white or brass details.",
    ],
    descriptionZh: [
      "黑白根在深邃的黑色底面上勾勒明亮的白色纹理，是西班牙经典黑白根大理石的石英石版本。",
      "强烈的黑白对比在中岛台、吧台、壁炉饰面和卫浴背景墙上尤为出彩，搭配白色或黄铜元素效果更佳。",
    ],
  },
  {
    id: "travertine-beige",
    titleEn: "Travertine Beige",
    titleZh: "洞石米黄",
    categoryId: "stone-concrete-series",
    keywords: ["beige quartz", "travertine look", "warm neutral", "kitchen countertop", "wall cladding"],
    keywordsZh: ["米黄石英石", "仿洞石", "暖色中性", "厨房台面", "墙面装饰"],
    homepage: true,
    descriptionEn: [
      "Travertine Beige reproduces the layered, sun-warmed bands of travertine in a dense quartz surface that needs no filling or sealing.",
      "Its warm neutral tone suits Mediterranean and Japandi interiors, kitchen worktops, vanity tops and wall cladding in hotels and villas.",
    ],
    descriptionZh: [
      "洞石米黄以致密的石英石再现洞石温暖的层状纹理，无需补洞和封釉。",
      "温暖的中性色调适合地中海风格和日式侘寂风格空间，可用于厨房台面、浴室台面以及酒店、别墅的墙面装饰。",
    ],
  },
  {
    id: "concrete-grey",
    titleEn: "Concrete Grey",
    titleZh: "水泥灰",
    categoryId: "stone-concrete-series",
    keywords: ["grey quartz", "concrete look", "industrial", "kitchen countertop", "commercial"],
    keywordsZh: ["灰色石英石", "仿水泥", "工业风", "厨房台面", "商业空间"],
    homepage: true,
    descriptionEn: [
      "Concrete Grey gives the raw, mottled character of poured concrete with the strength and stain resistance of quartz.",
      "A natural fit for industrial-style kitchens, cafés, retail fit-outs and outdoor-inspired interiors, in a polished or honed finish.",
    ],
    descriptionZh: [
      "水泥灰呈现现浇混凝土粗犷斑驳的质感，同时具备石英石的高强度和耐污性能。",
      "天然契合工业风厨房、咖啡馆、零售店铺以及户外感室内设计，可选抛光面或哑光面。",
    ],
  },
]);

/** The company's name, address and contact person as buyers in each market read them; phones and addresses on the web are the same in all. */
const demoCompanyTranslations: Omit<CompanyInfo["texts"], "en" | "zh"> = {
  es: {
    name: demoAboutTranslations.es!.name!,
    address: "N.º 18, Saide Road, Parque Industrial de la Piedra, distrito de Yuncheng, Yunfu, Guangdong (China)",
    person: "Sr. Li",
  },
  ru: {
    name: demoAboutTranslations.ru!.name!,
    address: "Китай, провинция Гуандун, г. Юньфу, район Юньчэн, индустриальный парк камня, ул. Сайдэ, 18",
    person: "г-н Ли",
  },
  ar: {
    name: demoAboutTranslations.ar!.name!,
    address: "رقم 18، طريق سايد، المنطقة الصناعية للحجر، حي يونتشنغ، يونفو، قوانغدونغ، الصين",
    person: "السيد لي",
  },
};

export const demoSiteSettings: SiteSettings & { quoteSettings: QuoteSettings } = {
  homePage: {
    ...defaultHomePage,
    modal: {
      ...defaultHomePage.modal,
      texts: {
        ...defaultHomePage.modal.texts,
        es: { title: "Contáctenos" },
        ru: { title: "Свяжитесь с нами" },
        ar: { title: "تواصل معنا" },
      },
    },
  },
  aboutPage: { ...defaultAboutPage, texts: { ...defaultAboutPage.texts, ...demoAboutTranslations } },
  saideInfo: { ...defaultCompanyInfo, texts: { ...defaultCompanyInfo.texts, ...demoCompanyTranslations } },
  ownerEmails: [],
  navigation: defaultNavigation,
  pageSeo: defaultPageSeo,
  languages: defaultSiteLanguages,
  quoteSettings: defaultQuoteSettings,
};
