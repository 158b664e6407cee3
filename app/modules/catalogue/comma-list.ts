/** Keywords and other lists are typed comma-separated; Chinese input methods type the full-width comma or the enumeration comma. */
export function splitKeywords(list: string): string[] {
  const keywords = list.split(/[,，、]/).map((keyword) => keyword.trim());
  return [...new Set(keywords.filter((keyword) => keyword !== ""))];
}
