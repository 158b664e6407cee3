// The only script a public page loads. Server markup asks for a feature with data-enhance="<feature>"
// (several separated by spaces); only the features present on the page are downloaded.

type Enhance = (element: HTMLElement) => void | Promise<void>;

const enhancements: Record<string, () => Promise<{ default: Enhance }>> = {
  "chat-links": () => import("./chat-links"),
  "contact-modal": () => import("./contact-modal"),
  "contact-prompt": () => import("./contact-prompt"),
  gallery: () => import("./gallery"),
  "load-more": () => import("./load-more"),
  menus: () => import("./menus"),
  "product-finder": () => import("./product-finder"),
  "product-request": () => import("./product-request"),
  "quote-add": () => import("./quote-add"),
  "quote-count": () => import("./quote-count"),
  "quote-list": () => import("./quote-list"),
  "room-scenes": () => import("./room-scenes"),
  slideshow: () => import("./slideshow"),
  "submit-state": () => import("./submit-button"),
};

async function enhancePage() {
  const requested = [...document.querySelectorAll<HTMLElement>("[data-enhance]")].flatMap((element) =>
    (element.dataset.enhance ?? "").split(/\s+/).flatMap((feature) => {
      const load = enhancements[feature];
      return load ? [{ element, load }] : [];
    }),
  );
  const outcomes = await Promise.allSettled(requested.map(async ({ element, load }) => (await load()).default(element)));
  // One broken feature must not keep the others, or the marker, from the page: the markup still works without it.
  for (const outcome of outcomes) if (outcome.status === "rejected") console.error(outcome.reason);
  document.documentElement.dataset.hydrated = "true";
}

void enhancePage();
