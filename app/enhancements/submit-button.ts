/**
 * A form's submit button while the form is on its way: disabled, reading the server's
 * `data-sending-label` ("Sending…" in the page's language), then back to its own text.
 */
export function showSending(button: HTMLButtonElement | null, sending: boolean): void {
  if (!button) return;
  button.dataset.idleLabel ??= button.textContent ?? "";
  button.disabled = sending;
  button.textContent = (sending ? button.dataset.sendingLabel : button.dataset.idleLabel) ?? "";
}

/** The contact page's form: it posts as without JavaScript, the button shows that it is sending. */
export default function enhance(form: HTMLElement): void {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  form.addEventListener("submit", () => showSending(button, true));
  // A page restored from the back/forward cache would otherwise keep a disabled button.
  window.addEventListener("pageshow", () => showSending(button, false));
}
