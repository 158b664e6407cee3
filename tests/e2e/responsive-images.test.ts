import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { baseUrl, browser, setUpJourneys } from "../support/browser";

setUpJourneys();

const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 };

async function open(device: typeof PHONE | typeof DESKTOP, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...device });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** The file the browser chose for the hero's first slide, once loaded. */
async function heroSource(page: Page): Promise<string> {
  const image = page.locator('[aria-roledescription="slide"][data-active="true"] img');
  await image.evaluate((element: HTMLImageElement) =>
    element.complete ? null : new Promise((resolve) => element.addEventListener("load", resolve, { once: true })),
  );
  return image.evaluate((element: HTMLImageElement) => element.currentSrc);
}

const fileWidth = (url: string) => Number(/-(\d+)(?:-portrait)?\.(?:webp|avif|jpg)$/.exec(url)?.[1]);

it("shows a phone held upright a sharp portrait crop of the hero, and a desktop the landscape picture", async () => {
  const phone = await open(PHONE, "/");
  const phoneSource = await heroSource(phone.page);
  await phone.close();
  expect(phoneSource).toMatch(/-portrait\.(webp|avif)$/);
  expect(fileWidth(phoneSource)).toBeGreaterThanOrEqual(750);

  const desktop = await open(DESKTOP, "/");
  const desktopSource = await heroSource(desktop.page);
  await desktop.close();
  expect(desktopSource).not.toContain("-portrait");
  expect(fileWidth(desktopSource)).toBeGreaterThanOrEqual(1440);
});

it("never loads a product card photo more than twice as wide as the card shows it, on a phone or a desktop", async () => {
  for (const device of [PHONE, DESKTOP]) {
    for (const path of ["/", "/brand-center"]) {
      const { page, close } = await open(device, path);
      const cards = page.locator("article img");
      expect(await cards.count()).toBeGreaterThan(0);
      const loaded = [];
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        loaded.push(
          await card.evaluate(async (element: HTMLImageElement) => {
            if (!element.complete) await new Promise((resolve) => element.addEventListener("load", resolve, { once: true }));
            return { file: element.naturalWidth, shown: element.clientWidth * devicePixelRatio, src: element.currentSrc };
          }),
        );
      }
      await close();
      for (const image of loaded)
        expect(image.file, `${path} ${image.src} at ${image.shown} device pixels`).toBeLessThanOrEqual(2 * image.shown);
    }
  }
});
