import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, browser, newPage, setUpJourneys } from "../support/browser";

setUpJourneys();

let productPath: string;
beforeAll(async () => {
  const html = await (await fetch(`${baseUrl()}/brand-center`)).text();
  productPath = html.match(/href="(\/product\/[^"]+)"/)![1]!;
});

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 800 };

/** WCAG's contrast ratio of two sRGB colours given as [r, g, b] in 0–255. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb.map((channel) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("product cards on a phone", () => {
  it('show the whole "View details" link inside each card, and the page does not scroll sideways', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    for (const path of ["/", "/brand-center", "/brand-center-zh", productPath]) {
      await page.goto(path);
      const links = page.getByRole("link", { name: /^(View details|查看详情)/ });
      expect(await links.count(), path).toBeGreaterThan(0);
      const clipped = await links.evaluateAll(
        (elements) =>
          elements.filter((link) => {
            const card = link.closest("article")!.getBoundingClientRect();
            const box = link.getBoundingClientRect();
            return box.left < card.left || box.right > card.right || box.bottom > card.bottom;
          }).length,
      );
      expect(clipped, path).toBe(0);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});

describe("product page", () => {
  it("leaves no white gap: nothing sticks out at 375 px, and at 1280 px the photo keeps up with the text beside it", async () => {
    const phone = await newPage(browser, { viewport: PHONE });
    await phone.page.goto(productPath);
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await phone.context.close();

    const laptop = await newPage(browser, { viewport: LAPTOP });
    await laptop.page.goto(productPath);
    const { photo, text } = await laptop.page.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>("main article img")!;
      const gallery = image.closest("[data-enhance=gallery]")!;
      return { photo: image.getBoundingClientRect().toJSON(), text: gallery.nextElementSibling!.getBoundingClientRect().toJSON() };
    });
    // The photo stands beside the text, level with its top, as wide as its column and drawn at its own proportions.
    expect(photo.right).toBeLessThanOrEqual(text.left);
    expect(Math.abs(photo.top - text.top)).toBeLessThanOrEqual(2);
    expect(photo.width).toBeGreaterThanOrEqual(text.width * 0.9);
    expect(photo.height).toBeGreaterThanOrEqual(photo.width * 0.55);
    await laptop.context.close();
  });
});

describe("sticky contact button", () => {
  it.each([
    ["/", PHONE],
    ["/", LAPTOP],
    ["product", PHONE],
    ["product", LAPTOP],
  ] as const)("on %s never covers a footer link (%o)", async (where, viewport) => {
    const { context, page } = await newPage(browser, { viewport });
    await page.goto(where === "product" ? productPath : where);
    const covered = await page.evaluate(async () => {
      const hidden: string[] = [];
      for (const link of document.querySelectorAll("footer a")) {
        // Bring the link to where the button floats, near the bottom of the screen (or as near as the page allows).
        const box = link.getBoundingClientRect();
        window.scrollTo({ top: window.scrollY + box.top + box.height / 2 - (window.innerHeight - 40), behavior: "instant" });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        for (const line of link.getClientRects()) {
          for (const x of [line.left + 2, line.left + line.width / 2, line.right - 2]) {
            const top = document.elementFromPoint(x, line.top + line.height / 2);
            if (top && !link.contains(top)) hidden.push(`${link.textContent} under ${top.textContent}`);
          }
        }
      }
      return hidden;
    });
    expect(covered).toEqual([]);
    await context.close();
  });
});

describe("keyboard focus", () => {
  it.each([
    ["navbar", (page: Page) => page.getByRole("banner").getByRole("link", { name: "About us" })],
    ["hero", (page: Page) => page.getByRole("button", { name: "Next slide" })],
    ["footer", (page: Page) => page.getByRole("contentinfo").getByRole("link").first()],
  ])("shows a ring with at least 3:1 contrast against the %s", async (_surface, control) => {
    const { context, page } = await newPage(browser, { viewport: LAPTOP });
    await page.goto("/");
    await control(page).focus();
    const ring = await control(page).evaluate((element) => {
      const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const rgba = (color: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = color;
        canvas.fillRect(0, 0, 1, 1);
        return [...canvas.getImageData(0, 0, 1, 1).data];
      };
      // The ring is drawn outside the control, on the surface behind it: the first ancestor with a background.
      let surface = element.parentElement;
      while (surface && rgba(getComputedStyle(surface).backgroundColor)[3]! < 128) surface = surface.parentElement;
      const style = getComputedStyle(element);
      return {
        focusVisible: element.matches(":focus-visible"),
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        color: rgba(style.outlineColor).slice(0, 3),
        surface: rgba(surface ? getComputedStyle(surface).backgroundColor : "white").slice(0, 3),
      };
    });
    expect(ring.focusVisible).toBe(true);
    expect(ring.style).toBe("solid");
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.color, ring.surface)).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});

describe("login hero", () => {
  it.each([PHONE, LAPTOP])("keeps the heading readable over every photo (%o)", async (viewport) => {
    const { context, page } = await newPage(browser, { viewport });
    await page.goto("/login", { waitUntil: "networkidle" });
    const heading = page.getByRole("heading", { name: "Dashboard Management" });
    const dots = page.getByRole("button", { name: /^Slide \d of \d$/ });
    await page.getByRole("button", { name: "Pause" }).click();
    for (let slide = 0; slide < (await dots.count()); slide++) {
      await dots.nth(slide).click();
      await page.waitForTimeout(900);
      const { text, area } = await heading.evaluate((element) => {
        const [r, g, b] = getComputedStyle(element).color.match(/\d+/g)!.map(Number);
        // Hide the letters to photograph only what stands behind them, where they stand.
        element.style.color = "transparent";
        element.style.textShadow = "none";
        element.style.filter = "none";
        const letters = document.createRange();
        letters.selectNodeContents(element);
        const { x, y, width, height } = letters.getBoundingClientRect();
        return { text: [r!, g!, b!], area: { x, y, width, height } };
      });
      const { data, info } = await sharp(await page.screenshot({ clip: area }))
        .raw()
        .toBuffer({ resolveWithObject: true });
      await heading.evaluate((element) => element.removeAttribute("style"));
      let worst = Infinity;
      for (let offset = 0; offset < data.length; offset += info.channels) {
        worst = Math.min(worst, contrast(text, [data[offset]!, data[offset + 1]!, data[offset + 2]!]));
      }
      expect(worst, `slide ${slide + 1}`).toBeGreaterThanOrEqual(4.5);
    }
    await context.close();
  });
});

describe("footer", () => {
  it.each([
    ["/", "© 2026 Guangdong Saide New Material Co., Ltd. All Rights Reserved"],
    ["/zh", "© 2026年 广东赛德新材料有限公司 版权所有"],
  ])("%s ends with one full stop after the company name", async (path, line) => {
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    const year = new Date().getFullYear().toString();
    expect(html.replace(/<!-- -->/g, "")).toContain(line.replace("2026", year));
    expect(html).not.toContain("Ltd..");
  });
});
