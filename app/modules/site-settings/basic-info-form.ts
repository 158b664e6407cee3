import { z } from "zod";
import type { adminBasicInfoEn } from "~/i18n/admin-basic-info";
import type { TranslatedLanguage } from "~/i18n/languages";
import { flatTranslationValues, translationFormValues, translationsField } from "~/i18n/translations-form";
import { translatedCompanyFields, type CompanyDetails, type CompanyInfo, type CompanyTranslation } from "./site-settings";

/**
 * The basic-info tab's form, one schema for the browser and the server. Name, address, contact
 * person and hours differ per language; phones, emails, website, WeChat, WhatsApp and LinkedIn are the same
 * in both, so they are typed once and stored in both languages' documents. The WeChat QR code is
 * chosen from the media library, by id.
 */
type Text = typeof adminBasicInfoEn;

const basicInfoLimits = {
  name: 200,
  address: 300,
  person: 100,
  hours: 200,
  phone: 60,
  website: 300,
  wechat: 100,
  whatsapp: 60,
  linkedin: 300,
  entries: 10,
} as const;

/** One entry per line; a comma (or its full-width forms) separates entries too. */
export function splitEntries(list: string): string[] {
  return list
    .split(/[\n,，、;；]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/** The company's page on LinkedIn, which search engines take as the same organization (`sameAs`). */
const linkedInPage = /^https:\/\/([a-z]{2,3}\.|www\.)?linkedin\.com\/(company|in|showcase)\/[^\s/?#]+\/?$/i;

const isEmail = (entry: string) => entry.length <= 254 && z.email().safeParse(entry).success;

export function basicInfoFormSchema(text: Text) {
  const errors = text.errors;
  const optional = (max: number) => z.string().trim().max(max, errors.tooLong(max)).default("");
  const required = (max: number) => z.string(errors.required).trim().min(1, errors.required).max(max, errors.tooLong(max));
  const emailList = z
    .string()
    .default("")
    .transform(splitEntries)
    .superRefine((entries, context) => {
      const invalid = entries.filter((entry) => !isEmail(entry));
      if (invalid.length > 0) context.addIssue({ code: "custom", message: errors.invalidEmails(invalid.join(", ")) });
      else if (entries.length > basicInfoLimits.entries)
        context.addIssue({ code: "custom", message: errors.tooMany(basicInfoLimits.entries) });
    });
  return z.object({
    version: z.coerce.number().int().min(0),
    nameEn: required(basicInfoLimits.name),
    nameZh: required(basicInfoLimits.name),
    addressEn: optional(basicInfoLimits.address),
    addressZh: optional(basicInfoLimits.address),
    personEn: optional(basicInfoLimits.person),
    personZh: optional(basicInfoLimits.person),
    hoursEn: optional(basicInfoLimits.hours),
    hoursZh: optional(basicInfoLimits.hours),
    phones: z
      .string()
      .default("")
      .transform(splitEntries)
      .superRefine((entries, context) => {
        if (entries.some((entry) => entry.length > basicInfoLimits.phone))
          context.addIssue({ code: "custom", message: errors.tooLong(basicInfoLimits.phone) });
        else if (entries.length > basicInfoLimits.entries)
          context.addIssue({ code: "custom", message: errors.tooMany(basicInfoLimits.entries) });
      }),
    emails: emailList,
    website: optional(basicInfoLimits.website).refine(
      (website) => website === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(website),
      errors.invalidWebsite,
    ),
    wechat: optional(basicInfoLimits.wechat),
    whatsapp: optional(basicInfoLimits.whatsapp),
    linkedin: optional(basicInfoLimits.linkedin).refine((page) => page === "" || linkedInPage.test(page), errors.invalidLinkedIn),
    wechatQrImageId: z.union([z.literal(""), z.uuid(errors.imageUnknown)]).default(""),
    ownerEmails: emailList,
    translations: translationsField({
      name: optional(basicInfoLimits.name),
      address: optional(basicInfoLimits.address),
      person: optional(basicInfoLimits.person),
      hours: optional(basicInfoLimits.hours),
    }),
  });
}

export type BasicInfoForm = z.output<ReturnType<typeof basicInfoFormSchema>>;
export type BasicInfoFormField = Exclude<keyof BasicInfoForm, "version" | "translations">;

export type BasicInfoFormValues = Record<BasicInfoFormField, string> & { translations: Record<TranslatedLanguage, CompanyTranslation> };

/** Every field by its form name, translations included, to compare two saves or revisions field by field. */
export const flatBasicInfoFormValues = ({ translations, ...fields }: BasicInfoFormValues): Record<string, string> => ({
  ...fields,
  ...flatTranslationValues(translations),
});

/** What the form shows for a stored record: lists one entry per line. */
export function basicInfoFormValues(company: CompanyInfo, ownerEmails: string[]): BasicInfoFormValues {
  const { en, zh } = company;
  return {
    nameEn: en.name,
    nameZh: zh.name,
    addressEn: en.address,
    addressZh: zh.address,
    personEn: en.person,
    personZh: zh.person,
    hoursEn: en.hours,
    hoursZh: zh.hours,
    phones: en.phones.join("\n"),
    emails: en.emails.join("\n"),
    website: en.website,
    wechat: en.wechat,
    whatsapp: en.whatsapp,
    linkedin: en.linkedin,
    wechatQrImageId: company.wechatQrImageId ?? "",
    ownerEmails: ownerEmails.join("\n"),
    translations: translationFormValues(company.translations, translatedCompanyFields),
  };
}

export function basicInfoFromForm(form: BasicInfoForm): { company: CompanyInfo; ownerEmails: string[] } {
  const shared = {
    phones: form.phones,
    emails: form.emails,
    website: form.website,
    wechat: form.wechat,
    whatsapp: form.whatsapp,
    linkedin: form.linkedin,
  };
  const en: CompanyDetails = { name: form.nameEn, address: form.addressEn, person: form.personEn, hours: form.hoursEn, ...shared };
  const zh: CompanyDetails = { name: form.nameZh, address: form.addressZh, person: form.personZh, hours: form.hoursZh, ...shared };
  return {
    company: { en, zh, translations: form.translations, ...(form.wechatQrImageId && { wechatQrImageId: form.wechatQrImageId }) },
    ownerEmails: form.ownerEmails,
  };
}
