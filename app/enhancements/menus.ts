// The navbar's language and phone menus are <details>: an open one closes on Escape (focus back on
// its summary) or on a click outside it, as a menu does.
export default function enhance(element: HTMLElement): void {
  const menus = [...element.querySelectorAll("details")];
  document.addEventListener("click", (event) => {
    for (const menu of menus) if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of menus) {
      if (!menu.open) continue;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
}
