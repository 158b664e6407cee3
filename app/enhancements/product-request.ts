// The product page's "Request a sample" / "Ask about this product" (app/components/product-request-panel.tsx):
// the chosen thickness and finish open the enquiry dialog on the page, pre-filled with the server's texts.
import type { EnquiryPrefill } from "~/modules/enquiries/product-request";

type Prefill = EnquiryPrefill & { title: string };

function fillDialog(dialog: HTMLDialogElement, prefill: Prefill) {
  const title = dialog.querySelector("[data-dialog-title]");
  if (title) title.textContent = prefill.title;
  const summary = dialog.querySelector<HTMLElement>("[data-prefill]");
  const message = dialog.querySelector<HTMLTextAreaElement>("textarea[name=message]");
  // Another choice starts from its own message; the same one keeps what the buyer typed.
  if (summary && summary.dataset.summary !== prefill.summary) {
    summary.dataset.summary = prefill.summary;
    const shown = document.createElement("p");
    shown.className = "rounded bg-brand-50 px-3 py-2 font-medium text-stone-900";
    shown.textContent = prefill.summary;
    const hidden = Object.entries(prefill.fields).map(([name, value]) =>
      Object.assign(document.createElement("input"), { type: "hidden", name, value }),
    );
    summary.replaceChildren(shown, ...hidden);
    if (message) message.value = prefill.message;
  }
}

export default function enhance(element: HTMLElement): void {
  const dialog = document.getElementById(element.dataset.dialog ?? "");
  if (!(element instanceof HTMLFormElement) || !(dialog instanceof HTMLDialogElement)) return;
  const form = element;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const fields = [...new FormData(form, event.submitter)].map(([name, value]) => [name, String(value)]);
    const query = new URLSearchParams(fields).toString();
    void (async () => {
      const response = await fetch(`${form.dataset.endpoint}&${query}`).catch(() => null);
      if (!response?.ok) {
        // Anything unexpected goes the way it goes without JavaScript: to the contact page.
        window.location.assign(`${form.action}?${query}`);
        return;
      }
      fillDialog(dialog, (await response.json()) as Prefill);
      const success = document.getElementById(dialog.dataset.successTarget ?? "");
      if (success) success.hidden = true;
      dialog.showModal();
    })();
  });
}
