import { z } from "zod";
import type { PostTexts, RichTextDocument } from "~/database/schema";
import type { adminNewsEn } from "~/i18n/admin-news";
import { languages, translatedLanguages, type TranslatedLanguage, type Translations } from "~/i18n/languages";
import { ownTextIn } from "~/i18n/owner-texts";
import { flatTranslationValues, textsFromForm, translationFormValues, translationsField, translationsOf } from "~/i18n/translations-form";
import { postLimits, slugPattern, type PostContent } from "./news";
import { dateToWallTime, isWallTime, wallTimeToDate } from "./publication-time";
import { plainTextOfRichText, richTextDocumentSchema, richTextFromPlainText, richTextLimits } from "./rich-text";

type Text = typeof adminNewsEn;

/**
 * The largest post form a browser sends, as multipart (UTF-8 as is, where urlencoding would triple
 * Chinese text): a body per language at the stored limit with its text beside it, up to 3 bytes a
 * character, plus the short fields.
 */
export const POST_FORM_MAX_BYTES = languages.length * (richTextLimits.stored + richTextLimits.textLength) * 3 + 64 * 1024;

/**
 * The post editor's form, one schema for the browser and the server. Each body arrives either as the
 * editor's JSON (`bodyEn`, `translations.es.body`) or, without JavaScript, as plain text (`bodyEnText`,
 * `translations.es.bodyText`).
 */
export function postFormSchema(text: Text) {
  const errors = text.errors;
  const optional = (max: number) => z.string().trim().max(max, errors.tooLong(max)).default("");
  const bodyText = z.string().max(richTextLimits.textLength, errors.tooLong(richTextLimits.textLength)).optional();
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
      bodyEnText: bodyText,
      bodyZhText: bodyText,
      translations: translationsField({ title: optional(postLimits.title), summary: optional(postLimits.summary), body, bodyText }),
      coverImageId: z.uuid(errors.invalidImage).optional(),
      status: z.enum(["draft", "published"]).default("draft"),
      publishedAt: z
        .string()
        .trim()
        .refine((value) => value === "" || isWallTime(value), errors.invalidDate)
        .default(""),
    })
    .superRefine((form, context) => {
      const translatedTitle = Object.values(form.translations).some((translation) => translation.title);
      if (form.titleEn === "" && form.titleZh === "" && !translatedTitle)
        context.addIssue({ code: "custom", path: ["titleEn"], message: errors.needsTitle });
    });
}

export type PostForm = z.output<ReturnType<typeof postFormSchema>>;
export type PostFormField = keyof typeof adminNewsEn.fields;

/** What the owner writes of a post in each added language, by field (docs/requirements/languages.md#owner-texts-in-every-language). */
export const postTranslationFields = ["title", "summary", "body"] as const satisfies readonly (keyof PostTexts)[];

/** The body from whichever field the browser sent; plain text equal to the stored body's text keeps the stored formatting. */
function bodyFromForm(
  json: RichTextDocument | undefined,
  plainText: string | undefined,
  stored: RichTextDocument | null,
): RichTextDocument | null {
  if (json) return json;
  if (plainText === undefined) return stored;
  if (stored && plainText.trim() === plainTextOfRichText(stored)) return stored;
  return plainText.trim() === "" ? null : richTextFromPlainText(plainText);
}

/** The translations a valid form saves: a body without text is left out like a blank field, so the English one shows. */
function translationsFromForm(form: PostForm["translations"], stored: Translations<PostTexts>): Translations<PostTexts> {
  const saved: Translations<PostTexts> = {};
  for (const language of translatedLanguages) {
    const { body: json, bodyText, ...texts } = form[language] ?? {};
    const body = bodyFromForm(json, bodyText, stored[language]?.body ?? null);
    const translation = { ...texts, ...(body && plainTextOfRichText(body).trim() !== "" ? { body } : {}) };
    if (Object.keys(translation).length > 0) saved[language] = translation;
  }
  return saved;
}

/** What a valid form saves. A post published without a date is published now. */
export function postFromForm(form: PostForm, stored: PostContent | null, timeZone: string, now: Date): PostContent {
  const typedDate = form.publishedAt === "" ? null : wallTimeToDate(form.publishedAt, timeZone);
  return {
    slug: form.slug,
    texts: textsFromForm(
      { title: form.titleEn, summary: form.summaryEn, body: bodyFromForm(form.bodyEn, form.bodyEnText, stored?.texts.en.body ?? null) },
      { title: form.titleZh, summary: form.summaryZh, body: bodyFromForm(form.bodyZh, form.bodyZhText, stored?.texts.zh?.body ?? null) },
      translationsFromForm(form.translations, stored ? translationsOf(stored.texts) : {}),
    ),
    coverImageId: form.coverImageId ?? null,
    status: form.status,
    publishedAt: typedDate ?? (form.status === "published" ? now : null),
  };
}

/** What the form shows for a stored post. */
export function postFormValues(post: PostContent, timeZone: string) {
  const bodyEn = post.texts.en.body;
  const bodyZh = ownTextIn(post.texts, "body", "zh") ?? null;
  return {
    slug: post.slug,
    titleEn: post.texts.en.title,
    titleZh: ownTextIn(post.texts, "title", "zh") ?? "",
    summaryEn: post.texts.en.summary,
    summaryZh: ownTextIn(post.texts, "summary", "zh") ?? "",
    bodyEn: bodyEn ? JSON.stringify(bodyEn) : "",
    bodyZh: bodyZh ? JSON.stringify(bodyZh) : "",
    bodyEnText: plainTextOfRichText(bodyEn),
    bodyZhText: plainTextOfRichText(bodyZh),
    translations: translationFormValues(
      Object.fromEntries(
        Object.entries(translationsOf(post.texts)).map(([language, { body, ...texts }]) => [
          language,
          { ...texts, body: body ? JSON.stringify(body) : "", bodyText: plainTextOfRichText(body) },
        ]),
      ),
      [...postTranslationFields, "bodyText"],
    ),
    coverImageId: post.coverImageId ?? "",
    status: post.status,
    publishedAt: post.publishedAt ? dateToWallTime(post.publishedAt, timeZone) : "",
  };
}

export type PostFormValues = ReturnType<typeof postFormValues>;

/** The texts of each added language as the owner reads them, the body as its text (docs/requirements/languages.md#owner-texts-in-every-language). */
export const translationTexts = (
  translations: PostFormValues["translations"],
): Record<TranslatedLanguage, Record<(typeof postTranslationFields)[number], string>> =>
  Object.fromEntries(
    translatedLanguages.map((language) => [
      language,
      { title: translations[language].title, summary: translations[language].summary, body: translations[language].bodyText },
    ]),
  ) as Record<TranslatedLanguage, Record<(typeof postTranslationFields)[number], string>>;

/**
 * Every field of the form by its name as the owner reads it (a body as its text, under the body's name), to list the fields
 * someone else's save changed.
 */
export function comparablePostValues(values: PostFormValues): Record<string, string> {
  const { bodyEnText, bodyZhText, translations, ...fields } = values;
  return { ...fields, bodyEn: bodyEnText, bodyZh: bodyZhText, ...flatTranslationValues(translationTexts(translations)) };
}
