// The home page's prompt (docs/requirements/public-pages.md#contact-prompt): the "Contact us" dialog opens after every third slide change. It counts
// only changes the visitor can see (the slideshow in view), and once closed or sent it does not open
// by itself again in this visit (the tab's session); the sticky button still opens it.
import { SLIDE_CHANGE_EVENT } from "./slideshow";

export const SLIDE_CHANGES_BEFORE_PROMPT = 3;
const DISMISSED_KEY = "contact-prompt-dismissed";
/** The slideshow counts as seen while at least half of it is on screen. */
const IN_VIEW_RATIO = 0.5;

function dismissedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === "true";
  } catch {
    // Storage can be blocked (private modes, strict settings): then the prompt behaves as on a first visit.
    return false;
  }
}

function rememberDismissal() {
  try {
    sessionStorage.setItem(DISMISSED_KEY, "true");
  } catch {
    // See dismissedThisVisit: without storage the prompt is only remembered until the page is left.
  }
}

/** `element` holds the slideshow and names the dialog in `data-dialog`. */
export default function enhance(element: HTMLElement): void {
  const dialog = document.getElementById(element.dataset.dialog ?? "");
  if (!(dialog instanceof HTMLDialogElement)) return;
  let dismissed = dismissedThisVisit();
  let inView = false;
  let changes = 0;
  new IntersectionObserver(
    ([entry]) => {
      inView = (entry?.intersectionRatio ?? 0) >= IN_VIEW_RATIO;
    },
    { threshold: [0, IN_VIEW_RATIO, 1] },
  ).observe(element);
  element.addEventListener(SLIDE_CHANGE_EVENT, () => {
    if (dialog.open || dismissed || !inView) return;
    changes += 1;
    if (changes % SLIDE_CHANGES_BEFORE_PROMPT === 0) dialog.showModal();
  });
  dialog.addEventListener("close", () => {
    dismissed = true;
    rememberDismissal();
    changes = 0;
  });
}
