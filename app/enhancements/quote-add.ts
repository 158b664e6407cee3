// "Add to quote" on product pages and cards (app/components/quote-add-form.tsx): sent with fetch, so the buyer stays
// on the page; the server's answer is shown in the form's status line in the page's language.
import { showQuoteCount } from "./quote-count";

type Answer = { status: "added"; message: string; count: number } | { status: "refused"; message: string };

function showAnswer(form: HTMLFormElement, answer: Answer): void {
  const status = form.querySelector<HTMLElement>("[data-quote-status]");
  if (!status) return;
  status.dataset.state = answer.status;
  status.classList.toggle("text-red-700", answer.status === "refused");
  const parts: Node[] = [document.createTextNode(answer.message)];
  if (answer.status === "added") {
    const link = Object.assign(document.createElement("a"), { href: form.action, textContent: form.dataset.viewLabel ?? "" });
    link.className = "ms-2 font-medium underline";
    parts.push(link);
  }
  status.replaceChildren(...parts);
}

export default function enhance(element: HTMLElement): void {
  if (!(element instanceof HTMLFormElement) || !element.dataset.endpoint) return;
  const form = element;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (button) button.disabled = true;
    void (async () => {
      try {
        const response = await fetch(form.dataset.endpoint!, {
          method: "POST",
          body: new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)])),
          headers: { accept: "application/json" },
        });
        const answer = (await response.json()) as Answer;
        showAnswer(form, answer);
        if (answer.status === "added") showQuoteCount(answer.count);
      } catch {
        // Anything unexpected goes the way it goes without JavaScript: to the quote list page.
        form.submit();
      } finally {
        if (button) button.disabled = false;
      }
    })();
  });
}
