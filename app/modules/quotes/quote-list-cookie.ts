/** The cookie that keeps a visitor's quote list (decision 42); the navigation's count reads it in the browser. */
export const QUOTE_LIST_COOKIE = "quartz_quote";
export const QUOTE_LINE_SEPARATOR = "|";

/** How many lines a cookie value holds, as the navigation shows it; the server checks each line when it reads the list. */
export const quoteLineCount = (value: string) => (value === "" ? 0 : value.split(QUOTE_LINE_SEPARATOR).length);
