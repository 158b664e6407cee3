/** Where the page was scrolled to when a tick loaded the next one, so that one opens at the same place. */
const SCROLL_KEY = "product-finder-scroll";

/**
 * The Brand Center's filters (`FilterPanel`): in the column of a wide screen every tick loads the
 * narrowed page at once, at the same address the form's button would, replacing the history entry so
 * Back leaves the Brand Center instead of unticking boxes one by one, and keeping the page where the
 * buyer was. In the panel a phone opens, a tick waits for "Show products": loading at once would close
 * the panel after every tick.
 */
export default function enhance(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  restoreScroll();
  form.addEventListener("change", (event) => {
    if (!(event.target instanceof HTMLInputElement) || event.target.type !== "checkbox") return;
    if (inCollapsiblePanel(form)) return;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string") query.append(name, value);
    }
    const target = new URL(form.action);
    target.search = query.toString();
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ href: target.href, y: window.scrollY }));
    location.replace(target);
  });
}

/** Whether the filters sit behind their "Filters (n)" control here, which CSS shows on narrow screens only. */
function inCollapsiblePanel(form: HTMLFormElement): boolean {
  const control = form.closest("details")?.querySelector("summary");
  return control ? getComputedStyle(control).display !== "none" : false;
}

function restoreScroll() {
  const saved = sessionStorage.getItem(SCROLL_KEY);
  if (!saved) return;
  sessionStorage.removeItem(SCROLL_KEY);
  const { href, y } = JSON.parse(saved) as { href?: unknown; y?: unknown };
  if (href === location.href && typeof y === "number") window.scrollTo(0, y);
}
