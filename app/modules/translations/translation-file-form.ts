import { z } from "zod";
import type { adminTranslationFilesEn } from "~/i18n/admin-translation-files";
import { exportScopes, targetLanguages } from "./translation-units";

/** The dashboard's translation-file forms and links, one schema each for the browser and the server. */

export const TRANSLATION_EXPORT_PATH = "/dashboard/translations/export";
export const TRANSLATION_IMPORT_PATH = "/dashboard/translations/import";

const language = z.enum(targetLanguages as [string, ...string[]]).transform((value) => value as (typeof targetLanguages)[number]);

/** A download's query: which language, which texts, which format. */
export const exportQuerySchema = z.object({ language, scope: z.enum(exportScopes), format: z.enum(["xliff", "xlsx"]) });

export const exportPath = (query: z.input<typeof exportQuerySchema>) => `${TRANSLATION_EXPORT_PATH}?${new URLSearchParams(query)}`;

/** Checking an uploaded file: its language and the file. */
export function checkFormSchema(text: typeof adminTranslationFilesEn.import.problems) {
  return z.object({ intent: z.literal("check"), language, file: z.file(text.noFile).min(1, text.noFile) });
}

/** Applying a checked file: the language and the checked texts, carried back as JSON. */
export const applyFormSchema = z.object({ intent: z.literal("apply"), language, previewed: z.string().min(2) });
