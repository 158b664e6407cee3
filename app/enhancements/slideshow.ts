// The slideshow's controls and timer over the server's markup (app/components/slideshow.tsx):
// without this the first slide stays, which is the required no-JavaScript behaviour (docs/requirements/public-pages.md#home-page).

/** Fired on the slideshow element after every automatic or manual change (the home page's contact prompt counts them). */
export const SLIDE_CHANGE_EVENT = "slidechange";

/** Starts the slideshow in `element`; returns what stops its timer (a hydrated page unmounting it). */
export function startSlideshow(element: HTMLElement): () => void {
  const slides = [...element.querySelectorAll<HTMLElement>("[data-slide]")];
  const dots = [...element.querySelectorAll<HTMLButtonElement>("[data-slide-dot]")];
  const pauseButton = element.querySelector<HTMLButtonElement>("[data-slide-pause]");
  const intervalMs = Number(element.dataset.intervalMs) || 3000;
  let current = 0;
  let paused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    if (!paused && slides.length > 1) timer = setTimeout(() => goTo(current + 1), intervalMs);
  };
  const goTo = (index: number) => {
    current = (index + slides.length) % slides.length;
    slides.forEach((slide, position) => {
      const active = position === current;
      slide.dataset.active = String(active);
      slide.setAttribute("aria-hidden", String(!active));
      // A hidden slide's link must not take the keyboard focus.
      slide.inert = !active;
    });
    dots.forEach((dot, position) =>
      position === current ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current"),
    );
    element.dispatchEvent(new CustomEvent(SLIDE_CHANGE_EVENT, { bubbles: true }));
    schedule();
  };

  element.querySelector("[data-slide-previous]")?.addEventListener("click", () => goTo(current - 1));
  element.querySelector("[data-slide-next]")?.addEventListener("click", () => goTo(current + 1));
  dots.forEach((dot, position) => dot.addEventListener("click", () => goTo(position)));
  pauseButton?.addEventListener("click", () => {
    paused = !paused;
    pauseButton.setAttribute("aria-pressed", String(paused));
    pauseButton.textContent = (paused ? pauseButton.dataset.playLabel : pauseButton.dataset.pauseLabel) ?? "";
    schedule();
  });
  schedule();
  return () => clearTimeout(timer);
}

export default function enhance(element: HTMLElement): void {
  startSlideshow(element);
}
