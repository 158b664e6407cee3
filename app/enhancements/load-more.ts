/**
 * The Brand Center's pager (`Pager`): its "next page" link becomes a "Load more" button that adds the
 * next page's products below the ones shown, read from that page's own server-rendered document, so
 * the cards are exactly the ones a visitor without JavaScript gets by following the link.
 */
export default function enhance(pager: HTMLElement): void {
  const grid = document.querySelector<HTMLElement>("[data-product-grid]");
  const next = pager.querySelector<HTMLAnchorElement>("a[rel=next]");
  if (!grid || !next) return;
  let nextHref = next.href;
  const button = document.createElement("button");
  button.type = "button";
  button.className = next.className;
  button.textContent = pager.dataset.loadMoreLabel ?? next.textContent;
  next.replaceWith(button);

  button.addEventListener("click", async () => {
    button.disabled = true;
    button.textContent = pager.dataset.loadingLabel ?? "";
    try {
      const response = await fetch(nextHref, { headers: { accept: "text/html" } });
      if (!response.ok) throw new Error(`${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const cards = [...(page.querySelector("[data-product-grid]")?.children ?? [])];
      grid.append(...cards.map((card) => document.importNode(card, true)));
      // The first added card takes the focus, so a keyboard or screen-reader user continues where the new products begin.
      grid.children[grid.children.length - cards.length]?.querySelector<HTMLElement>("a")?.focus({ preventScroll: true });
      const position = page.querySelector("[data-page-position]")?.textContent;
      const shown = pager.querySelector("[data-page-position]");
      if (position && shown) shown.textContent = position;
      const following = page.querySelector<HTMLAnchorElement>("nav[data-enhance~=load-more] a[rel=next]");
      if (!following) {
        button.remove();
        return;
      }
      nextHref = new URL(following.getAttribute("href") ?? "", nextHref).href;
      button.disabled = false;
      button.textContent = pager.dataset.loadMoreLabel ?? "";
    } catch {
      // The link still works: going to the next page is what a visitor without JavaScript gets.
      location.assign(nextHref);
    }
  });
}
