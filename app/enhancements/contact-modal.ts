// The enquiry dialog (app/components/contact-modal.tsx): opened by its buttons, focus kept inside,
// the form sent with fetch and the server's answer, in the page's language, shown without leaving.
// Without JavaScript the dialog stays closed and its openers are links to the contact page.
import { keepFocusInsideDialog } from "./dialog-focus";
import { showSending } from "./submit-button";

type EnquiryAnswer =
  | { status: "success"; message: string; detail: string }
  | { status: "invalid"; formError: string; errors: Record<string, string | undefined> };

function showFieldErrors(form: HTMLFormElement, answer: Extract<EnquiryAnswer, { status: "invalid" }> | null) {
  const alert = form.querySelector<HTMLElement>("[data-form-error]");
  if (alert) {
    alert.textContent = answer?.formError ?? "";
    alert.hidden = !answer;
  }
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[id], textarea[id]")) {
    const error = answer?.errors[field.name];
    const errorElement = document.getElementById(`${field.id}-error`);
    if (!errorElement) continue;
    errorElement.textContent = error ?? "";
    errorElement.hidden = !error;
    if (error) {
      field.setAttribute("aria-invalid", "true");
      field.setAttribute("aria-describedby", errorElement.id);
    } else {
      field.removeAttribute("aria-invalid");
      field.removeAttribute("aria-describedby");
    }
  }
  form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
}

function showSuccess(target: HTMLElement | null, answer: Extract<EnquiryAnswer, { status: "success" }>) {
  if (!target) return;
  const message = target.querySelector("[data-success-message]");
  const detail = target.querySelector("[data-success-detail]");
  if (message) message.textContent = answer.message;
  if (detail) detail.textContent = answer.detail;
  target.hidden = false;
}

async function send(dialog: HTMLDialogElement, form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  showSending(button, true);
  try {
    const fields = [...new FormData(form)].map(([name, value]) => [name, String(value)]);
    const response = await fetch(dialog.dataset.endpoint ?? form.action, { method: "POST", body: new URLSearchParams(fields) });
    const answer = (await response.json()) as EnquiryAnswer | null;
    if (answer?.status === "success") {
      form.reset();
      showFieldErrors(form, null);
      dialog.close();
      showSuccess(document.getElementById(dialog.dataset.successTarget ?? ""), answer);
    } else if (answer?.status === "invalid") {
      showFieldErrors(form, answer);
    } else {
      form.submit();
    }
  } catch {
    // No answer we understand (offline, a proxy's error page): send it the way it goes without JavaScript.
    form.submit();
  } finally {
    showSending(button, false);
  }
}

export default function enhance(element: HTMLElement): void {
  if (!(element instanceof HTMLDialogElement)) return;
  const dialog = element;
  const form = dialog.querySelector<HTMLFormElement>("form[method=post]");
  dialog.addEventListener("keydown", (event) => keepFocusInsideDialog(event, dialog));
  form?.addEventListener("submit", (event) => {
    event.preventDefault();
    void send(dialog, form);
  });
  for (const opener of document.querySelectorAll<HTMLElement>(`[data-opens-dialog="${dialog.id}"]`)) {
    opener.addEventListener("click", (event) => {
      event.preventDefault();
      if (!dialog.open) dialog.showModal();
    });
  }
  const success = document.getElementById(dialog.dataset.successTarget ?? "");
  success?.querySelector("[data-success-dismiss]")?.addEventListener("click", () => (success.hidden = true));
}
