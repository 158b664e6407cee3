import { eq, inArray } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/database/client.server";
import { sessions, users } from "~/database/schema";
import { hashPassword } from "~/modules/auth/password.server";
import { readPhotoLibrary, readProductStates, readSheetLookups } from "~/modules/catalogue/catalogue-export.server";
import { lastProductRevision, saveProductState } from "~/modules/catalogue/catalogue-import.server";
import { getGallery, saveGalleryAlt } from "~/modules/catalogue/product-gallery.server";
import type { ImageAlt } from "~/modules/media/media";
import { listProductTexts, saveProductLanguage } from "~/modules/catalogue/product-translations.server";
import { accessibilityViolations } from "../support/accessibility";
import { baseUrl, browser, database, hydrated, newPage, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

/**
 * A translator given Spanish writes a product's Spanish name in the dashboard's editor (docs/decisions/056), reading
 * it in English, the dashboard language they chose; the checks of the file import refuse what it refuses.
 */
const PASSWORD = "a translator's own passphrase";
const email = `editor-translator-${Date.now()}@example.com`;

/** The product the journey translates: the catalogue's last, so the file journeys' first product is left alone. */
let product: { id: string; english: string; spanish: string | undefined };
/** The product's first photo and the alt texts the product gave it before the journey. */
let photo: { id: string; alt: ImageAlt };
let context: BrowserContext;
let page: Page;

async function renameInEnglish(db: Database, id: string, title: string) {
  await db.transaction(async (tx) => {
    const state = (await readProductStates(tx, [id])).get(id)!;
    const renamed = { ...state, texts: { ...state.texts, en: { ...state.texts.en, title } } };
    await saveProductState(tx, id, renamed, null, await readSheetLookups(tx, await readPhotoLibrary(tx, state.photoIds), ""));
  });
}

const spanishTitle = async () => (await readProductStates(database.db, [product.id])).get(product.id)!.texts.es?.title;

beforeAll(async () => {
  const last = (await listProductTexts(database.db)).at(-1)!;
  product = { id: last.id, english: last.texts.en.title, spanish: last.texts.es?.title };
  await saveProductLanguage(database.db, product.id, "es", { texts: { title: "" } }, last.version, null);
  const [first] = (await getGallery(database.db as Database, product.id))!.photos;
  photo = { id: first!.id, alt: first!.alt };
  await database.db.insert(users).values({
    email,
    passwordHash: await hashPassword(PASSWORD),
    role: "translator",
    translatorLanguages: ["es"],
    dashboardLanguage: "en",
  });
  context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.71" },
  });
  page = await context.newPage();
});

// The journey server goes on to other files: the product gets its names back, the account goes.
afterAll(async () => {
  await renameInEnglish(database.db as Database, product.id, product.english);
  const version = (await lastProductRevision(database.db, product.id)) ?? 1;
  await saveProductLanguage(database.db, product.id, "es", { texts: { title: product.spanish ?? "" } }, version, null);
  const shown = (await getGallery(database.db as Database, product.id))!.photos.find((candidate) => candidate.id === photo.id)!;
  await saveGalleryAlt(database.db as Database, product.id, photo.id, photo.alt, shown.version, null);
  const ids = (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).map((row) => row.id);
  if (ids.length > 0) await database.db.delete(sessions).where(inArray(sessions.userId, ids));
  await database.db.delete(users).where(eq(users.email, email));
});

const productSection = (title: string) => page.getByRole("region", { name: `Product “${title}”` });

describe("translation editor", () => {
  it("lets a translator find a missing Spanish name, write it and see it on the public page", async () => {
    await page.goto("/login");
    await page.getByLabel(/^Email Address/).fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/languages");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Translate" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/translations/es");
    await page.getByRole("heading", { name: "Translate into Spanish (Español)" }).waitFor();

    await page.getByRole("radio", { name: /^Missing \(\d+\)$/ }).check();
    await page.getByLabel("Search the English or the translation").fill(product.english);
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === product.english);
    const section = productSection(product.english);
    const title = section.getByLabel("Title", { exact: true });
    expect(await section.getByText("Missing: the English shows").count()).toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await title.fill("Cuarzo del Editor");
    await section.getByRole("button", { name: "Save" }).click();
    await page.getByText(`Product “${product.english}”: 1 text saved. The public pages show it now.`).waitFor();
    // Saved, it is no longer missing: the search under "missing" finds nothing left.
    await page.getByText("No text matches the search.").waitFor();
    expect(await spanishTitle()).toBe("Cuarzo del Editor");

    const { context: buyerContext, page: buyer } = await newPage(browser);
    await buyer.goto(`/es/product/${encodeURIComponent(product.id)}`);
    await buyer.getByRole("heading", { name: "Cuarzo del Editor" }).waitFor();
    await buyerContext.close();
  });

  it("translates the alt text the product gives a photo of its gallery, which the Spanish product page then shows", async () => {
    const [shown] = (await getGallery(database.db as Database, product.id))!.photos;
    const english = { en: "Slab of the editor's quartz, full view", zh: photo.alt.zh };
    await saveGalleryAlt(database.db as Database, product.id, photo.id, english, shown!.version, null);
    await page.goto(`/dashboard/translations/es?filter=missing&q=${encodeURIComponent(product.english)}`);
    await hydrated(page);
    const section = page.getByRole("region", { name: `Product gallery “${product.english} — photo 1”` });
    await section.getByText(english.en, { exact: true }).waitFor();
    await section.getByLabel("Alt text", { exact: true }).fill("Losa del cuarzo del editor, vista completa");
    await section.getByRole("button", { name: "Save" }).click();
    await page.getByText(`Product gallery “${product.english} — photo 1”: 1 text saved. The public pages show it now.`).waitFor();

    const { context: buyerContext, page: buyer } = await newPage(browser);
    await buyer.goto(`/es/product/${encodeURIComponent(product.id)}`);
    expect(await buyer.locator('img[alt="Losa del cuarzo del editor, vista completa"]').count()).toBeGreaterThan(0);
    await buyerContext.close();
  });

  it("refuses a name too long, naming it, and saves nothing", async () => {
    await page.goto(`/dashboard/translations/es?filter=all&q=${encodeURIComponent(product.english)}`);
    await hydrated(page);
    const title = productSection(product.english).getByLabel("Title", { exact: true });
    expect(await title.inputValue()).toBe("Cuarzo del Editor");
    await title.fill("Cuarzo ".repeat(30));
    await productSection(product.english).getByRole("button", { name: "Save" }).click();
    await page.getByRole("alert").getByText(`Product “${product.english}”: Title is 210 characters long; at most 200 fit.`).waitFor();
    expect(await title.getAttribute("aria-invalid")).toBe("true");
    expect(await title.inputValue()).toBe("Cuarzo ".repeat(30));
    expect(await spanishTitle()).toBe("Cuarzo del Editor");
  });

  it("refuses a translation of English changed since the page opened, and shows it out of date", async () => {
    const renamed = `${product.english} Editor`;
    await page.goto(`/dashboard/translations/es?filter=all&q=${encodeURIComponent(product.english)}`);
    await hydrated(page);
    await renameInEnglish(database.db as Database, product.id, renamed);
    await productSection(product.english).getByLabel("Title", { exact: true }).fill("Cuarzo del Editor Nuevo");
    await productSection(product.english).getByRole("button", { name: "Save" }).click();
    await page
      .getByRole("alert")
      .getByText(`Product “${renamed}”: Title: not saved, because the English changed after this page was opened.`)
      .waitFor();
    expect(await spanishTitle()).toBe("Cuarzo del Editor");
    // The page shows the new English beside what the translator wrote, to translate again.
    const refused = productSection(renamed);
    await refused.getByText(renamed, { exact: true }).waitFor();
    expect(await refused.getByLabel("Title", { exact: true }).inputValue()).toBe("Cuarzo del Editor Nuevo");

    await page.goto(`/dashboard/translations/es?filter=stale&q=${encodeURIComponent(renamed)}`);
    const section = productSection(renamed);
    await section.getByText("Out of date: the English changed after this was translated").waitFor();
    await section.getByText(renamed, { exact: true }).waitFor();
    expect(await section.getByLabel("Title", { exact: true }).inputValue()).toBe("Cuarzo del Editor");
  });

  it("answers the Russian editor with the refusal page", async () => {
    const response = await page.goto("/dashboard/translations/ru");
    expect(response?.status()).toBe(403);
    await page.getByText("You are not allowed to do this.").waitFor();
    await context.close();
  });

  it("writes Arabic right to left", async () => {
    const { context: ownerContext, page: owner } = await signedInPage(browser);
    await owner.goto("/dashboard/translations/ar?filter=all");
    const field = owner.locator('[name="entries[0].target"]').first();
    expect(await field.getAttribute("dir")).toBe("rtl");
    expect(await field.getAttribute("lang")).toBe("ar");
    await ownerContext.close();
  });
});
