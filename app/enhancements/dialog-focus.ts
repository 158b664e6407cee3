const focusableSelector =
  "a[href], button:not([disabled]), input:not([type='hidden']):not([disabled]):not([tabindex='-1']), select, textarea, summary, [tabindex]:not([tabindex='-1'])";

/**
 * A modal <dialog> makes the page inert, but Tab can still leave for the browser's own controls;
 * this keydown handler (React's or the DOM's) wraps Tab and Shift+Tab inside the dialog instead.
 */
export function keepFocusInsideDialog(event: Pick<KeyboardEvent, "key" | "shiftKey" | "preventDefault">, dialog: Element): void {
  if (event.key !== "Tab") return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(focusableSelector));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
