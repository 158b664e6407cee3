/** The dashboard card previews the first 20 characters of the description (docs/requirements/rules-and-limits.md#constants). */
export const DESCRIPTION_PREVIEW_LENGTH = 20;

/** One paragraph per line, empty lines dropped; a single line becomes a one-item list (docs/requirements/rules-and-limits.md#paragraphs). */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The textarea form of a paragraph list, the inverse of `splitParagraphs`. */
export function joinParagraphs(paragraphs: string[]): string {
  return paragraphs.join("\n");
}

/** The first characters of the description (counted as the reader sees them, not UTF-16 units). */
export function descriptionPreview(paragraphs: string[], length = DESCRIPTION_PREVIEW_LENGTH): string {
  const characters = [...paragraphs.join(" ")];
  return characters.length > length ? `${characters.slice(0, length).join("")}…` : characters.join("");
}
