/** These characters are removed from the English title before it becomes an id (docs/requirements/rules-and-limits.md#generated-product-id). */
const REMOVED_CHARACTERS = /[&/\\#,+()$~%.'":*?<>{}]/g;

/** A generated id must be under 100 characters, otherwise an automatic id is used (docs/requirements/rules-and-limits.md#generated-product-id). */
export const MAX_GENERATED_ID_LENGTH = 100;

/**
 * The id made from the English title (docs/requirements/rules-and-limits.md#generated-product-id): lower-cased, the listed characters removed, trimmed,
 * whitespace runs turned into single hyphens. Null when the result is empty or too long, so the
 * caller uses an automatic id instead.
 */
export function productIdFromTitle(titleEn: string): string | null {
  const id = titleEn.toLowerCase().replace(REMOVED_CHARACTERS, "").trim().replace(/\s+/g, "-");
  if (id === "" || [...id].length >= MAX_GENERATED_ID_LENGTH) return null;
  return id;
}

/**
 * The id to try on the given attempt when earlier ones already belong to other products:
 * "calacatta-gold", then "calacatta-gold-2", "calacatta-gold-3" and so on.
 */
export function candidateProductId(baseId: string, attempt: number): string {
  return attempt <= 1 ? baseId : `${baseId}-${attempt}`;
}
