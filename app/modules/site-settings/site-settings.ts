import { z } from "zod";
import { defaultNavigation, navigationSchema } from "./navigation";

/**
 * The three editable info documents of SPEC "info": homePage, aboutPage and saideInfo. Stored as
 * JSON in site_settings; every read and write goes through these schemas.
 */

const paragraphs = z.array(z.string().trim().min(1).max(4000)).max(30);
const imageUrls = z.array(z.string().trim().min(1).max(1000)).max(30);

/** Extra home page slides: each image address is `header + url + end`. */
export const homePageSchema = z.object({
  header: z.string().trim().max(1000),
  end: z.string().trim().max(500),
  urls: z.array(z.string().trim().min(1).max(1000)).max(30),
});

export const aboutPageSchema = z.object({
  headerUrls: imageUrls,
  intros: z.object({ en: paragraphs, zh: paragraphs }),
  names: z.object({ en: z.string().trim().min(1).max(200), zh: z.string().trim().min(1).max(200) }),
});

const optionalText = (max: number) => z.string().trim().max(max);
const companyEmail = z.string().trim().max(254).pipe(z.email());

/** SPEC's first shape had one phone, one email and `url`: such stored documents are read as lists. */
function fromFirstShape(stored: unknown): unknown {
  if (!stored || typeof stored !== "object") return stored;
  const { phone, email, url, ...rest } = stored as Record<string, unknown>;
  return {
    ...rest,
    phones: "phones" in rest ? rest.phones : [phone].filter(Boolean),
    emails: "emails" in rest ? rest.emails : [email].filter(Boolean),
    website: "website" in rest ? rest.website : (url ?? ""),
  };
}

const companyDetailsSchema = z.preprocess(
  fromFirstShape,
  z.object({
    name: z.string().trim().min(1).max(200),
    address: optionalText(300),
    person: optionalText(100),
    phones: z.array(z.string().trim().min(1).max(60)).max(10),
    emails: z.array(companyEmail).max(10),
    website: optionalText(300),
    wechat: optionalText(100).default(""),
    whatsapp: optionalText(60).default(""),
    hours: optionalText(200).default(""),
  }),
);

/**
 * Company details shown in the footer, on the contact page and in the schema.org data, per language;
 * the WeChat QR code is one media library image for both, its alt texts coming from the library.
 */
export const companyInfoSchema = z.object({ en: companyDetailsSchema, zh: companyDetailsSchema, wechatQrImageId: z.uuid().optional() });

/** Where enquiry notifications go; empty means the OWNER_EMAILS environment variable. */
export const ownerEmailsSchema = z.array(companyEmail).max(10);

/** The basic-info record is one per site; its revisions are filed under this id. */
export const BASIC_INFO_ID = "site";

export const siteSettingSchemas = {
  homePage: homePageSchema,
  aboutPage: aboutPageSchema,
  saideInfo: companyInfoSchema,
  ownerEmails: ownerEmailsSchema,
  navigation: navigationSchema,
} as const;

export type HomePageSettings = z.infer<typeof homePageSchema>;
export type AboutPageSettings = z.infer<typeof aboutPageSchema>;
export type CompanyDetails = z.output<typeof companyDetailsSchema>;
export type CompanyInfo = z.infer<typeof companyInfoSchema>;
export type SiteSettingKey = keyof typeof siteSettingSchemas;
export type SiteSettings = { [K in SiteSettingKey]: z.output<(typeof siteSettingSchemas)[K]> };

export const defaultHomePage: HomePageSettings = { header: "", end: "", urls: [] };

export const defaultCompanyInfo: CompanyInfo = {
  en: {
    name: "Guangdong Saide New Material Co., Ltd.",
    address: "No. 18 Saide Road, Stone Industrial Park, Yuncheng District, Yunfu, Guangdong, China",
    person: "Mr. Li",
    phones: ["+86 766 000 0000"],
    emails: ["sales@saide-quartz.example"],
    website: "https://www.saide-quartz.example",
    wechat: "",
    whatsapp: "",
    hours: "",
  },
  zh: {
    name: "广东赛德新材料有限公司",
    address: "中国广东省云浮市云城区石材工业园赛德路18号",
    person: "李先生",
    phones: ["+86 766 000 0000"],
    emails: ["sales@saide-quartz.example"],
    website: "https://www.saide-quartz.example",
    wechat: "",
    whatsapp: "",
    hours: "",
  },
};

export const defaultAboutPage: AboutPageSettings = {
  headerUrls: [],
  names: { en: defaultCompanyInfo.en.name, zh: defaultCompanyInfo.zh.name },
  intros: {
    en: [
      "Founded in 2012, Guangdong Saide New Material Co., Ltd. manufactures engineered quartz slabs in Yunfu, Guangdong, the heart of China's stone industry. From raw quartz selection to the final polish, every slab is produced under one roof by a team of more than 400 people, growing to over 600.",
      "Our plant covers 140 mu in phase 1, with a further 148 mu in phase 2, and 60,000 m² of workshops. Vacuum vibro-compression presses, automatic calibrating and polishing lines and CNC bridge saws give a daily capacity of 6,000 m², rising to 12,000 m² as phase 2 comes on line.",
      "Saide slabs are tested and certified to NSF, CE and SGS standards: non-porous, food-safe, resistant to stains, scratches and heat. Standard slabs measure 3200 × 1600 mm in 20 mm and 30 mm thickness, with cut-to-size countertops, vanity tops and islands made to drawing.",
      "Today our quartz is installed in kitchens, bathrooms, hotels and offices in more than 60 countries. Distributors, fabricators and project buyers work with one sales team from the first sample to the last container.",
    ],
    zh: [
      "广东赛德新材料有限公司成立于2012年，坐落于中国石材产业重镇——广东云浮，专业生产石英石板材。从石英原料甄选到最终抛光，每一块板材都由我们400多名员工在自有工厂内完成，员工规模正向600人以上扩展。",
      "工厂一期占地140亩，二期占地148亩，生产车间面积达60,000平方米。真空振动压制机、自动定厚抛光线和数控桥切机组成完整生产线，目前日产能6,000平方米，二期投产后将达到12,000平方米。",
      "赛德石英石通过NSF、CE及SGS认证，无孔隙、可直接接触食物，耐污、耐磨、耐热。标准板规格为3200 × 1600毫米，厚度20毫米和30毫米，并可按图纸定制厨房台面、浴室台面及中岛台。",
      "如今，赛德石英石已应用于60多个国家和地区的厨房、卫浴、酒店及写字楼项目。从第一块样板到最后一个货柜，经销商、加工商和工程采购商都由同一个销售团队全程服务。",
    ],
  },
};

/** SPEC's built-in defaults, used whenever a document is missing or unreadable. */
export const defaultSiteSettings: SiteSettings = {
  homePage: defaultHomePage,
  aboutPage: defaultAboutPage,
  saideInfo: defaultCompanyInfo,
  ownerEmails: [],
  navigation: defaultNavigation,
};
