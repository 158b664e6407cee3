import { z } from "zod";
import { revisionTexts, translatedFields } from "~/modules/revisions/revisions";
import type { RevisionKind } from "~/modules/revisions/revisions.server";
import { basicInfoFormValues } from "./basic-info-form";
import { BASIC_INFO_ID, companyInfoSchema, ownerEmailsSchema } from "./site-settings";
import { readBasicInfo, saveBasicInfo } from "./site-settings.server";

const storedBasicInfo = z.object({ company: companyInfoSchema, ownerEmails: ownerEmailsSchema, wechatQrFilename: z.string().optional() });

export const basicInfoRevisions: RevisionKind = {
  async current(db, entityId, language) {
    if (entityId !== BASIC_INFO_ID) return null;
    return { title: revisionTexts(language).revisions.records["basic-info"], version: (await readBasicInfo(db)).version };
  },
  editPath: () => "/dashboard/basic-info",
  fields(data, { language }) {
    const parsed = storedBasicInfo.safeParse(data);
    if (!parsed.success) return null;
    const text = revisionTexts(language);
    // The QR code image is named by its file name, kept with the revision, rather than by its id.
    const { translations, ...values } = {
      ...basicInfoFormValues(parsed.data.company, parsed.data.ownerEmails),
      wechatQrImageId: parsed.data.wechatQrFilename ?? "",
    };
    return {
      ...Object.fromEntries(Object.entries(values).map(([field, value]) => [text.basicInfo.fields[field as keyof typeof values], value])),
      ...translatedFields(translations, text.translations.company, text.translations),
    };
  },
  async restore(db, entityId, data, loadedVersion, author) {
    const parsed = storedBasicInfo.safeParse(data);
    if (entityId !== BASIC_INFO_ID || !parsed.success) return "not-found";
    return saveBasicInfo(db, parsed.data, loadedVersion, author);
  },
};
