import { z } from "zod";
import { isWritten, type Language } from "~/i18n/languages";
import { documentTextIn, documentTextsFields } from "./document-texts";
import { defaultNavigation, navigationSchema } from "./navigation";
import { aboutPageSchema, defaultAboutPage } from "./about-page";
import { defaultHomePage, homePageSchema } from "./home-page";
import { defaultPageSeo, pageSeoSchema } from "./page-seo";
import { defaultSiteLanguages, siteLanguagesSchema } from "./site-languages";

/**
 * The editable documents (docs/requirements/records.md#site-documents): homePage, aboutPage and saideInfo, the owner addresses, the pages'
 * search texts and the languages served (the quote defaults are described in quotes/quote-settings.ts). Stored as JSON in site_settings; every read and write goes through these schemas.
 */

const optionalText = (max: number) => z.string().trim().max(max);
const companyEmail = z.string().trim().max(254).pipe(z.email());

/** The company details that are written differently per language; the rest (phones, addresses on the web) are the same in all. */
export const translatedCompanyFields = ["name", "address", "person", "hours"] as const;
export type CompanyTexts = Record<(typeof translatedCompanyFields)[number], string>;

/** The longest each company text may be, in every language: the form's limits, and a translation file's. */
export const companyTextLimits = { name: 200, address: 300, person: 100, hours: 200 } as const satisfies Record<keyof CompanyTexts, number>;

const companyTextShape = {
  name: z.string().trim().min(1).max(companyTextLimits.name),
  address: optionalText(companyTextLimits.address),
  person: optionalText(companyTextLimits.person),
  hours: optionalText(companyTextLimits.hours),
};

/**
 * The first document shape kept each language's details whole, with one phone, one email and `url`: such a document is
 * read as the texts of its two languages and lists (docs/requirements/records.md#first-document-shapes).
 */
function fromFirstShape(stored: unknown): unknown {
  if (!stored || typeof stored !== "object" || !("en" in stored) || "texts" in stored) return stored;
  const { en, zh } = stored as Record<"en" | "zh", Record<string, unknown> | undefined>;
  const textsOf = (details: Record<string, unknown> = {}) =>
    Object.fromEntries(translatedCompanyFields.flatMap((field) => (isWritten(details[field]) ? [[field, details[field]]] : [])));
  const { phone, email, url, ...english } = en ?? {};
  return {
    texts: { en: { address: "", person: "", hours: "", ...textsOf(english) }, zh: textsOf(zh) },
    phones: "phones" in english ? english.phones : [phone].filter(Boolean),
    emails: "emails" in english ? english.emails : [email].filter(Boolean),
    website: "website" in english ? english.website : (url ?? ""),
    ...Object.fromEntries(
      (["wechat", "whatsapp", "linkedin"] as const).flatMap((field) => (field in english ? [[field, english[field]]] : [])),
    ),
  };
}

/**
 * Company details shown in the footer, on the contact page and in the schema.org data: the texts per language (English
 * complete, the others as written), the phones and addresses on the web the same in all; the WeChat QR code is one media
 * library image for all, its alt texts coming from the library (docs/requirements/languages.md#first-two-languages).
 */
export const companyInfoSchema = z.preprocess(
  fromFirstShape,
  z.object({
    ...documentTextsFields(companyTextShape),
    phones: z.array(z.string().trim().min(1).max(60)).max(10),
    emails: z.array(companyEmail).max(10),
    website: optionalText(300),
    wechat: optionalText(100).default(""),
    whatsapp: optionalText(60).default(""),
    linkedin: optionalText(300).default(""),
    wechatQrImageId: z.uuid().optional(),
  }),
);

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
  pageSeo: pageSeoSchema,
  languages: siteLanguagesSchema,
} as const;

export type CompanyInfo = z.output<typeof companyInfoSchema>;

/** The company details as a page in one language shows them: its texts and the details the same in all. */
export type CompanyDetails = CompanyTexts & Omit<CompanyInfo, "texts" | "textTimes" | "wechatQrImageId">;

/** Company details as a page in one language shows them, with the language each text is shown in (English standing in where not written). */
export type ShownCompanyDetails = CompanyDetails & { textLanguages: Record<keyof CompanyTexts, Language> };

/** The company details a page in `language` shows: English and Chinese their own texts, the others their texts over the English (docs/requirements/languages.md#first-two-languages). */
export function companyDetailsIn(info: CompanyInfo, language: Language): ShownCompanyDetails {
  const { texts, textTimes: _times, wechatQrImageId: _image, ...shared } = info;
  const shown = { ...shared, ...texts.en, textLanguages: {} as ShownCompanyDetails["textLanguages"] };
  for (const field of translatedCompanyFields) {
    const { text, language: writtenIn } = documentTextIn(texts, field, language);
    shown[field] = text;
    shown.textLanguages[field] = writtenIn;
  }
  return shown;
}
export type SiteSettingKey = keyof typeof siteSettingSchemas;
export type SiteSettings = { [K in SiteSettingKey]: z.output<(typeof siteSettingSchemas)[K]> };

/**
 * A document kept in site_settings: its key, the schema every read and write goes through, and what a missing or
 * malformed one reads as. The site's own are above; an area above this one describes its own (the quote settings).
 */
export type StoredDocument<T> = { key: string; schema: z.ZodType<T>; fallback: T };

export const defaultCompanyInfo: CompanyInfo = {
  texts: {
    en: {
      name: "Guangdong Saide New Material Co., Ltd.",
      address: "No. 18 Saide Road, Stone Industrial Park, Yuncheng District, Yunfu, Guangdong, China",
      person: "Mr. Li",
      hours: "",
    },
    zh: { name: "广东赛德新材料有限公司", address: "中国广东省云浮市云城区石材工业园赛德路18号", person: "李先生" },
  },
  textTimes: {},
  phones: ["+86 766 000 0000"],
  emails: ["sales@saide-quartz.example"],
  website: "https://www.saide-quartz.example",
  wechat: "",
  whatsapp: "",
  linkedin: "",
};

/** The built-in defaults, used whenever a document is missing or unreadable (docs/requirements/records.md#site-documents). */
export const defaultSiteSettings: SiteSettings = {
  homePage: defaultHomePage,
  aboutPage: defaultAboutPage,
  saideInfo: defaultCompanyInfo,
  ownerEmails: [],
  navigation: defaultNavigation,
  pageSeo: defaultPageSeo,
  languages: defaultSiteLanguages,
};
