import { photoOf } from "./photo-element";
import { photoStepOfKey, wrappedIndex } from "./photo-zoom-view";
import { opensZoom } from "./zoom-link";

/**
 * The product page's rooms (`RoomScenes`): one room at a time under tabs named after the rooms (the arrow keys go
 * from tab to tab, as the ARIA tabs pattern has it), and a room's picture opens the zoom, where the others follow.
 */
export default function enhance(section: HTMLElement): void {
  const tabList = section.querySelector<HTMLElement>("[data-room-tabs]");
  const template = section.querySelector<HTMLTemplateElement>("template[data-photo-zoom]");
  const figures = Array.from(section.querySelectorAll<HTMLElement>("[data-room]"));
  if (!tabList || !template || figures.length === 0) return;
  const tabs = Array.from(tabList.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
  const links = figures.map((figure) => figure.querySelector<HTMLAnchorElement>("[data-room-enlarge]")!);
  const photos = figures.map((figure, index) =>
    photoOf(links[index]!.querySelector("img")!, figure.querySelector("figcaption")?.textContent ?? null),
  );

  const select = (index: number) => {
    figures.forEach((figure, position) => (figure.hidden = position !== index));
    tabs.forEach((tab, position) => {
      tab.setAttribute("aria-selected", String(position === index));
      tab.tabIndex = position === index ? 0 : -1;
    });
  };

  if (figures.length > 1) {
    for (const figure of figures) {
      figure.setAttribute("role", "tabpanel");
      figure.setAttribute("aria-labelledby", figure.dataset.tab!);
    }
    tabList.hidden = false;
    tabs.forEach((tab, index) => {
      tab.addEventListener("click", () => select(index));
      tab.addEventListener("keydown", (event) => {
        const step = photoStepOfKey(event.key, getComputedStyle(section).direction);
        if (step === undefined) return;
        event.preventDefault();
        const next = wrappedIndex(index, step, tabs.length);
        select(next);
        tabs[next]!.focus();
      });
    });
    select(0);
  }

  links.forEach((link, index) =>
    opensZoom(link, {
      template,
      photos,
      start: () => index,
      onClose: (shown) => {
        if (figures.length > 1) select(shown);
        links[shown]!.focus();
      },
    }),
  );
}
