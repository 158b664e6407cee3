/**
 * The WeChat ID's copy button beside the chat links (`ChatLinks`): shown only where the browser offers
 * a clipboard to write (a secure page), and it says so in the live region once the ID is copied.
 */
export default function enhance(section: HTMLElement): void {
  const copy = section.querySelector<HTMLButtonElement>("[data-copy-wechat-id]");
  const live = section.querySelector<HTMLElement>("[data-copied-text]");
  if (!copy || !live || typeof navigator.clipboard?.writeText !== "function") return;
  copy.hidden = false;
  copy.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(copy.dataset.copyWechatId ?? "");
    } catch {
      // Refused (no permission, page not focused): the ID stays on screen to copy by hand, so say nothing.
      return;
    }
    const status = document.createElement("p");
    status.setAttribute("role", "status");
    status.textContent = live.dataset.copiedText ?? "";
    live.replaceChildren(status);
  });
}
