import { z } from "zod";
import type { adminBasicInfoEn } from "~/i18n/admin-basic-info";
import type { TranslatedLanguage } from "~/i18n/languages";
import { flatTranslationValues, translationFormValues, translationsField } from "~/i18n/translations-form";
import { ownTextsIn } from "~/i18n/owner-texts";
import { translationsWithBlanks, writeDocumentTexts } from "./document-texts";
import { companyTextLimits, translatedCompanyFields, type CompanyInfo, type CompanyTexts } from "./site-settings";

/**
 * The basic-info tab's form, one schema for the browser and the server. Name, address, contact
 * person and hours differ per language; phones, emails, website, WeChat, WhatsApp and LinkedIn are the same
 * in every language, so they are typed and stored once. The WeChat QR code is
 * chosen from the media library, by id.
 */
type Text = typeof adminBasicInfoEn;

const basicInfoLimits = {
  ...companyTextLimits,
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

export type BasicInfoFormValues = Record<BasicInfoFormField, string> & { translations: Record<TranslatedLanguage, CompanyTexts> };

/** Every field by its form name, translations included, to compare two saves or revisions field by field. */
export const flatBasicInfoFormValues = ({ translations, ...fields }: BasicInfoFormValues): Record<string, string> => ({
  ...fields,
  ...flatTranslationValues(translations),
});

/** What the form shows for a stored record: each language's texts as written, lists one entry per line. */
export function basicInfoFormValues(company: CompanyInfo, ownerEmails: string[]): BasicInfoFormValues {
  const en = ownTextsIn(company.texts, "en");
  const zh = ownTextsIn(company.texts, "zh");
  return {
    nameEn: en.name ?? "",
    nameZh: zh.name ?? "",
    addressEn: en.address ?? "",
    addressZh: zh.address ?? "",
    personEn: en.person ?? "",
    personZh: zh.person ?? "",
    hoursEn: en.hours ?? "",
    hoursZh: zh.hours ?? "",
    phones: company.phones.join("\n"),
    emails: company.emails.join("\n"),
    website: company.website,
    wechat: company.wechat,
    whatsapp: company.whatsapp,
    linkedin: company.linkedin,
    wechatQrImageId: company.wechatQrImageId ?? "",
    ownerEmails: ownerEmails.join("\n"),
    translations: translationFormValues(company.texts, translatedCompanyFields),
  };
}

/** The record the form saves over `current`: each language's texts written `at` where they changed. */
export function basicInfoFromForm(form: BasicInfoForm, current: CompanyInfo, at: Date): { company: CompanyInfo; ownerEmails: string[] } {
  const texts = writeDocumentTexts(
    current,
    {
      en: { name: form.nameEn, address: form.addressEn, person: form.personEn, hours: form.hoursEn },
      zh: { name: form.nameZh, address: form.addressZh, person: form.personZh, hours: form.hoursZh },
      ...translationsWithBlanks(form.translations, translatedCompanyFields),
    },
    at,
  );
  return {
    company: {
      ...texts,
      phones: form.phones,
      emails: form.emails,
      website: form.website,
      wechat: form.wechat,
      whatsapp: form.whatsapp,
      linkedin: form.linkedin,
      ...(form.wechatQrImageId && { wechatQrImageId: form.wechatQrImageId }),
    },
    ownerEmails: form.ownerEmails,
  };
}
