import { textIn } from "~/i18n/owner-texts";
import { dashboardPaths } from "~/modules/http/dashboard-paths";
import { revisionTexts, translatedFields } from "~/modules/revisions/revisions";
import type { RevisionKind } from "~/modules/revisions/revisions.server";
import { readAdminCategory, restoreCategory } from "./categories.server";
import { categoryContentSchema, categoryFormValues } from "./category-form";

export const categoryRevisions: RevisionKind = {
  async current(db, entityId, language) {
    const text = revisionTexts(language);
    const category = await readAdminCategory(db, entityId);
    return (
      category && { title: text.revisions.records.category(textIn(category.texts, "title", language ?? "zh")), version: category.version }
    );
  },
  editPath: dashboardPaths.category,
  fields(data, { language }) {
    const text = revisionTexts(language);
    const parsed = categoryContentSchema.safeParse(data);
    if (!parsed.success) return null;
    const labels = text.categories.fields;
    const values = categoryFormValues(parsed.data);
    return {
      [labels.slug]: values.slug,
      [labels.titleEn]: values.titleEn,
      [labels.titleZh]: values.titleZh,
      [labels.descriptionEn]: values.descriptionEn,
      [labels.descriptionZh]: values.descriptionZh,
      [labels.imageId]: values.imageId,
      [labels.visible]: parsed.data.visible ? text.categories.yes : text.categories.no,
      ...translatedFields(values.translations, text.translations.category, text.translations),
    };
  },
  async restore(db, entityId, data, loadedVersion, author) {
    const parsed = categoryContentSchema.safeParse(data);
    if (!parsed.success) return "not-found";
    return restoreCategory(db, entityId, parsed.data, loadedVersion, author);
  },
};
