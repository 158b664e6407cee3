// The quote list page (app/routes/_public/quote-list.tsx): a line's change is sent as it is made and the limit as it
// is chosen, and the page's lines, plan and message are replaced from the server's own rendering of the list, the
// same document a visitor without JavaScript gets; the request form, and what is typed in it, stays as it is.

const QUANTITY_PAUSE_MS = 500;

/** The parts of the page a change redraws; the focused field is found again by its id. */
function redraw(container: HTMLElement, page: Document): void {
  const fresh = page.querySelector<HTMLElement>("[data-quote-list]");
  if (!fresh) return;
  const focusedId = document.activeElement?.id;
  const regions = [...container.querySelectorAll<HTMLElement>("[data-quote-region]")];
  const sameShape =
    regions.length > 0 && regions.every((region) => fresh.querySelector(`[data-quote-region="${region.dataset.quoteRegion}"]`));
  if (sameShape) {
    for (const region of regions) {
      const replacement = fresh.querySelector(`[data-quote-region="${region.dataset.quoteRegion}"]`)!;
      region.replaceChildren(...[...replacement.childNodes].map((node) => document.importNode(node, true)));
    }
  } else {
    // The list emptied: the page's whole content changes.
    container.replaceChildren(...[...fresh.childNodes].map((node) => document.importNode(node, true)));
  }
  if (focusedId) document.getElementById(focusedId)?.focus({ preventScroll: true });
}

async function load(container: HTMLElement, url: string, init?: RequestInit): Promise<void> {
  container.setAttribute("aria-busy", "true");
  try {
    const response = await fetch(url, { ...init, headers: { accept: "text/html" } });
    redraw(container, new DOMParser().parseFromString(await response.text(), "text/html"));
  } finally {
    container.removeAttribute("aria-busy");
  }
}

const fields = (form: HTMLFormElement) => new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));

export default function enhance(container: HTMLElement): void {
  const send = (form: HTMLFormElement) => {
    if (form.method === "get") {
      const url = `${location.pathname}?${fields(form)}`;
      history.replaceState(null, "", url);
      return load(container, url);
    }
    return load(container, location.href, { method: "POST", body: fields(form) });
  };
  container.addEventListener("submit", (event) => {
    const form = event.target;
    // The request form posts as without JavaScript: its answer is a page of its own.
    if (!(form instanceof HTMLFormElement) || !form.matches("[data-quote-change], [data-quote-remove], [data-quote-limit]")) return;
    event.preventDefault();
    send(form).catch(() => form.submit());
  });
  let pause: ReturnType<typeof setTimeout> | undefined;
  const changed = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
    const form = field.form;
    if (!form?.matches("[data-quote-change], [data-quote-limit]")) return;
    clearTimeout(pause);
    // A number is sent once the buyer stops typing; a choice at once. An incomplete number waits for a valid one.
    const wait = event.type === "input" ? QUANTITY_PAUSE_MS : 0;
    pause = setTimeout(() => {
      if (form.checkValidity()) form.requestSubmit();
    }, wait);
  };
  container.addEventListener("change", changed);
  container.addEventListener("input", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === "number") changed(event);
  });
}
