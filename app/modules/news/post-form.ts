import { z } from "zod";
import type { RichTextDocument } from "~/database/schema";
import type { adminNewsEn } from "~/i18n/admin-news";
import { postLimits, slugPattern, type PostContent } from "./news";
import { dateToWallTime, isWallTime, wallTimeToDate } from "./publication-time";
import { plainTextOfRichText, richTextDocumentSchema, richTextFromPlainText, richTextLimits } from "./rich-text";

type Text = typeof adminNewsEn;

/**
 * The largest post form a browser sends, as multipart (UTF-8 as is, where urlencoding would triple
 * Chinese text): two bodies at the stored limit, up to 3 bytes a character, plus the short fields.
 */
export const POST_FORM_MAX_BYTES = 2 * richTextLimits.stored * 3 + 64 * 1024;

/**
 * The post editor's form, one schema for the browser and the server. Each body arrives either as the
 * editor's JSON (`bodyEn`) or, without JavaScript, as plain text (`bodyEnText`).
 */
export function postFormSchema(text: Text) {
  const errors = text.errors;
  const optional = (max: number) => z.string().trim().max(max, errors.tooLong(max)).default("");
  const body = z
    .string()
    .max(richTextLimits.stored, errors.invalidBody)
    .transform((json, context) => {
      try {
        return JSON.parse(json) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: errors.invalidBody });
        return z.NEVER;
      }
    })
    .pipe(richTextDocumentSchema(errors.invalidBody))
    .optional();
  return z
    .object({
      version: z.coerce.number().int().min(0).default(0),
      slug: z
        .string(errors.required)
        .trim()
        .toLowerCase()
        .min(1, errors.required)
        .max(postLimits.slug, errors.tooLong(postLimits.slug))
        .regex(slugPattern, errors.invalidSlug),
      titleEn: optional(postLimits.title),
      titleZh: optional(postLimits.title),
      summaryEn: optional(postLimits.summary),
      summaryZh: optional(postLimits.summary),
      bodyEn: body,
      bodyZh: body,
      bodyEnText: z.string().max(richTextLimits.textLength, errors.tooLong(richTextLimits.textLength)).optional(),
      bodyZhText: z.string().max(richTextLimits.textLength, errors.tooLong(richTextLimits.textLength)).optional(),
      coverImageId: z.uuid(errors.invalidImage).optional(),
      status: z.enum(["draft", "published"]).default("draft"),
      publishedAt: z
        .string()
        .trim()
        .refine((value) => value === "" || isWallTime(value), errors.invalidDate)
        .default(""),
    })
    .superRefine((form, context) => {
      if (form.titleEn === "" && form.titleZh === "") context.addIssue({ code: "custom", path: ["titleEn"], message: errors.needsTitle });
    });
}

export type PostForm = z.output<ReturnType<typeof postFormSchema>>;
export type PostFormField = keyof typeof adminNewsEn.fields;

/** The body from whichever field the browser sent; plain text equal to the stored body's text keeps the stored formatting. */
function bodyFromForm(json: RichTextDocument | undefined, plainText: string | undefined, stored: RichTextDocument | null): RichTextDocument | null {
  if (json) return json;
  if (plainText === undefined) return stored;
  if (stored && plainText.trim() === plainTextOfRichText(stored)) return stored;
  return plainText.trim() === "" ? null : richTextFromPlainText(plainText);
}

/** What a valid form saves. A post published without a date is published now. */
export function postFromForm(form: PostForm, stored: PostContent | null, timeZone: string, now: Date): PostContent {
  const typedDate = form.publishedAt === "" ? null : wallTimeToDate(form.publishedAt, timeZone);
  return {
    slug: form.slug,
    titleEn: form.titleEn,
    titleZh: form.titleZh,
    summaryEn: form.summaryEn,
    summaryZh: form.summaryZh,
    bodyEn: bodyFromForm(form.bodyEn, form.bodyEnText, stored?.bodyEn ?? null),
    bodyZh: bodyFromForm(form.bodyZh, form.bodyZhText, stored?.bodyZh ?? null),
    coverImageId: form.coverImageId ?? null,
    status: form.status,
    publishedAt: typedDate ?? (form.status === "published" ? now : null),
  };
}

/** What the form shows for a stored post. */
export function postFormValues(post: PostContent, timeZone: string) {
  return {
    slug: post.slug,
    titleEn: post.titleEn,
    titleZh: post.titleZh,
    summaryEn: post.summaryEn,
    summaryZh: post.summaryZh,
    bodyEn: post.bodyEn ? JSON.stringify(post.bodyEn) : "",
    bodyZh: post.bodyZh ? JSON.stringify(post.bodyZh) : "",
    bodyEnText: plainTextOfRichText(post.bodyEn),
    bodyZhText: plainTextOfRichText(post.bodyZh),
    coverImageId: post.coverImageId ?? "",
    status: post.status,
    publishedAt: post.publishedAt ? dateToWallTime(post.publishedAt, timeZone) : "",
  };
}
