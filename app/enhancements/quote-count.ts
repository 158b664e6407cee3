// The navigation's quote list link (app/components/navbar.tsx): the same markup for every visitor, so pages stay
// cacheable; the count comes from the list's own cookie, in the browser.
import { QUOTE_LIST_COOKIE, quoteLineCount } from "~/modules/quotes/quote-list-cookie";

function cookieValue(): string {
  const prefix = `${QUOTE_LIST_COOKIE}=`;
  return (
    document.cookie
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(prefix))
      ?.slice(prefix.length) ?? ""
  );
}

/** Shows how many lines the list holds, after a change on this page too; nothing while it is empty. */
export function showQuoteCount(count = quoteLineCount(cookieValue())): void {
  for (const badge of document.querySelectorAll("[data-quote-count]")) badge.textContent = count > 0 ? String(count) : "";
}

export default function enhance(): void {
  showQuoteCount();
  // A page restored from the back/forward cache shows the count it had when left.
  window.addEventListener("pageshow", () => showQuoteCount());
}
