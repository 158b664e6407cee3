import type { ReactNode } from "react";
import type { AdminMessages } from "~/i18n/en";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { languageEntry, translatedLanguages, type Language, type TranslatedLanguage } from "~/i18n/languages";
import { parseTranslationFieldName } from "~/i18n/translations-form";

/** How the fields of one language are written: its tag and direction, so the browser spells and lays them out in it. */
export type WrittenIn = { lang: string; dir: "ltr" | "rtl" };

type Group<Fields> = { getFieldset: () => Fields; allErrors?: Record<string, string[]> };

/** A `translations` field's values as typed now, trimmed, every language and field present: what an editor's live checks read. */
export function typedTranslations<Field extends string>(
  value: unknown,
  names: readonly Field[],
): Record<TranslatedLanguage, Record<Field, string>> {
  const groups = (value ?? {}) as Partial<Record<string, Partial<Record<Field, unknown>>>>;
  return Object.fromEntries(
    translatedLanguages.map((language) => [
      language,
      Object.fromEntries(names.map((name) => [name, String(groups[language]?.[name] ?? "").trim()])),
    ]),
  ) as Record<TranslatedLanguage, Record<Field, string>>;
}

/** The label of a translation field named by its form name ("名称（西班牙语）"), or null for any other field. */
export function translationFieldLabel(name: string, labels: Record<string, string>, text: AdminMessages["translations"]): string | null {
  const translated = parseTranslationFieldName(name);
  return translated && text.fieldIn(labels[translated.field] ?? translated.field, text.languageNames[translated.language]);
}

const isWritten = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some((row) => row && typeof row === "object" && Object.values(row).some(Boolean))
    : typeof value === "string" && value.trim() !== "";

/**
 * A record's texts in each added language, as an editor's `translations` fields: a closed group per language
 * that says how much of it is written and whether buyers read it now, opened where a field has an error. A language
 * turned off keeps its fields, so the owner can write it before turning it on (docs/requirements/languages.md#owner-texts-in-every-language).
 */
export function TranslationGroups<Fields extends Record<string, { value?: unknown }>>({
  groups,
  fieldNames,
  served,
  hint,
  staleNotes = {},
  children,
}: {
  groups: Record<TranslatedLanguage, Group<Fields>>;
  /** The fields counted as written or not: a fieldset's fields cannot be listed. */
  fieldNames: readonly (keyof Fields)[];
  served: readonly Language[];
  /** What a field left empty shows, where that is not the English text marked as English (a search text, an alt text). */
  hint?: string;
  /** Per language, a note naming the fields whose English changed after they were translated. */
  staleNotes?: Partial<Record<TranslatedLanguage, string>>;
  children: (fields: Fields, writtenIn: WrittenIn, language: TranslatedLanguage) => ReactNode;
}) {
  const text = useDashboardMessages().translations;
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 font-semibold">{text.heading}</legend>
      <p className="text-sm text-stone-500">{hint ?? text.hint}</p>
      {translatedLanguages.map((language) => {
        const group = groups[language];
        const fields = group.getFieldset();
        const { tag, direction, nativeName } = languageEntry(language);
        const values = fieldNames.map((name) => fields[name]!.value);
        const hasErrors = Object.keys(group.allErrors ?? {}).length > 0;
        return (
          <details key={language} open={hasErrors || undefined} className="rounded border border-stone-200 px-3 py-2">
            <summary className="cursor-pointer text-sm font-medium">
              <span lang={tag}>{nativeName}</span>
              {text.languageNameAfter(text.languageNames[language])} ·{" "}
              <span className="font-normal text-stone-600">
                {text.written(values.filter(isWritten).length, values.length)}
                {served.includes(language) ? "" : ` · ${text.turnedOff}`}
              </span>
              {staleNotes[language] && <span className="ms-1 font-normal text-amber-800"> · {staleNotes[language]}</span>}
            </summary>
            <div className="mt-3 space-y-4">{children(fields, { lang: tag, dir: direction }, language)}</div>
          </details>
        );
      })}
    </fieldset>
  );
}
