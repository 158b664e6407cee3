import { revisionTexts } from "~/modules/revisions/revisions";
import type { RevisionKind } from "~/modules/revisions/revisions.server";
import { QUOTE_SETTINGS_ID, quoteSettingsSchema } from "./quote-settings";
import { quoteSettingsLabelledFields } from "./quote-settings-form";
import { readQuoteSettings, saveQuoteSettings } from "./quote-settings.server";

export const quoteSettingsRevisions: RevisionKind = {
  async current(db, entityId, language) {
    if (entityId !== QUOTE_SETTINGS_ID) return null;
    return { title: revisionTexts(language).quoteSettings.heading, version: (await readQuoteSettings(db)).version };
  },
  editPath: () => "/dashboard/quote-settings",
  fields(data, { language }) {
    const text = revisionTexts(language);
    const parsed = quoteSettingsSchema.safeParse(data);
    return parsed.success ? quoteSettingsLabelledFields(parsed.data, text.quoteSettings, text.translations) : null;
  },
  async restore(db, entityId, data, loadedVersion, author) {
    const parsed = quoteSettingsSchema.safeParse(data);
    if (entityId !== QUOTE_SETTINGS_ID || !parsed.success) return "not-found";
    return saveQuoteSettings(db, parsed.data, loadedVersion, author);
  },
};
