/** Text matched literally inside a LIKE pattern: its `%`, `_` and `\` (the default escape) stop being wildcards. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
