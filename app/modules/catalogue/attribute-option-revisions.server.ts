import { textIn } from "~/i18n/owner-texts";
import { dashboardPaths } from "~/modules/http/dashboard-paths";
import { revisionTexts, translatedFields } from "~/modules/revisions/revisions";
import type { RevisionKind } from "~/modules/revisions/revisions.server";
import { attributeOptionContentSchema, attributeOptionFormValues } from "./attribute-option-form";
import { readAdminAttributeOption, saveAttributeOption } from "./attribute-options.server";

/** An option's revisions: its address and its name in every language, so an imported translation can be undone. */
export const attributeOptionRevisions: RevisionKind = {
  async current(db, entityId, language) {
    const text = revisionTexts(language);
    const option = await readAdminAttributeOption(db, entityId);
    return option && { title: text.revisions.records.option(textIn(option.texts, "label", language ?? "zh")), version: option.version };
  },
  editPath: dashboardPaths.attributeOption,
  fields(data, { language }) {
    const text = revisionTexts(language);
    const parsed = attributeOptionContentSchema.safeParse(data);
    if (!parsed.success) return null;
    const labels = text.attributes.fields;
    const values = attributeOptionFormValues(parsed.data);
    return {
      [labels.slug]: values.slug,
      [labels.labelEn]: values.labelEn,
      [labels.labelZh]: values.labelZh,
      ...translatedFields(values.translations, text.translations.option, text.translations),
    };
  },
  async restore(db, entityId, data, loadedVersion, author) {
    const parsed = attributeOptionContentSchema.safeParse(data);
    if (!parsed.success) return "not-found";
    const current = await readAdminAttributeOption(db, entityId);
    if (!current) return "not-found";
    // A slug another option has taken since stays the current one, as a category's does.
    const saved = await saveAttributeOption(db, entityId, parsed.data, loadedVersion, author);
    if (saved !== "slug-taken") return saved;
    const again = await saveAttributeOption(db, entityId, { ...parsed.data, slug: current.slug }, loadedVersion, author);
    return again === "slug-taken" ? "conflicts-now" : again;
  },
};
