import { dashboardPaths } from "~/modules/http/dashboard-paths";
import { revisionTexts, translatedFields } from "~/modules/revisions/revisions";
import type { RevisionKind } from "~/modules/revisions/revisions.server";
import { formatDateTime } from "~/modules/dates";
import { postDashboardTitle, postStateOf } from "./news";
import { readPost, storedPostSchema, updatePost } from "./news.server";
import { postFormValues, translationTexts } from "./post-form";

/** The post's revisions, shown with the editor's labels and restored through the editor's save. */
export const postRevisions: RevisionKind = {
  async current(db, entityId, language) {
    const text = revisionTexts(language);
    const post = await readPost(db, entityId);
    if (!post) return null;
    return { title: text.revisions.records.post(postDashboardTitle(post.content.texts)), version: post.version };
  },
  editPath: dashboardPaths.post,
  fields(data, { timeZone, language }) {
    const text = revisionTexts(language);
    const parsed = storedPostSchema.safeParse(data);
    if (!parsed.success) return null;
    const post = parsed.data;
    const labels = text.news.fields;
    const values = postFormValues(post, timeZone);
    return {
      [labels.slug]: post.slug,
      [labels.titleZh]: values.titleZh,
      [labels.titleEn]: values.titleEn,
      [labels.summaryZh]: values.summaryZh,
      [labels.summaryEn]: values.summaryEn,
      [labels.bodyZh]: values.bodyZhText,
      [labels.bodyEn]: values.bodyEnText,
      ...translatedFields(translationTexts(values.translations), text.translations.post, text.translations),
      [labels.coverImageId]: post.coverImageId ?? "",
      // The state as it was when saved: a scheduled post reads as scheduled even after its date passed.
      [labels.status]: text.news.states[postStateOf(post, post.publishedAt ?? new Date(0))],
      [labels.publishedAt]: post.publishedAt ? formatDateTime(post.publishedAt, timeZone) : "",
    };
  },
  async restore(db, entityId, data, loadedVersion, author) {
    const parsed = storedPostSchema.safeParse(data);
    if (!parsed.success) return "not-found";
    const result = await updatePost(db, entityId, parsed.data, loadedVersion, author);
    if (result === "saved" || result === "changed-meanwhile" || result === "not-found") return result;
    return "conflicts-now";
  },
};
