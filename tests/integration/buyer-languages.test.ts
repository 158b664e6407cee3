import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { enquiries, mailOutbox, products } from "~/database/schema";
import type { PublicMessages } from "~/i18n/en";
import { ar } from "~/i18n/ar";
import { es } from "~/i18n/es";
import { languageEntry, languages, type Language } from "~/i18n/languages";
import { ru } from "~/i18n/ru";
import { defaultNavigation } from "~/modules/site-settings/navigation";
import { demoAboutTranslations } from "~/modules/seed/demo-about-translations";
import { demoSiteSettings } from "~/modules/seed/demo-content";
import { demoProductTexts } from "~/modules/seed/demo-translations";
import { writeSetting } from "~/modules/site-settings/site-settings.server";
import { withoutIsolates } from "~/i18n/bidi";
import { quoteListText, specSheetText } from "~/i18n/catalogs";
import { createPostgresDatabase } from "../support/database";
import { embeddedFontNames, pdfText } from "../support/pdf";
import { request } from "../support/http";
import { waitForMail } from "../support/mail";
import { startBuiltServer, TEST_ADMIN, type RunningServer } from "../support/server";
import { parseMail } from "../support/smtp";

/** The added languages (docs/requirements/languages.md#added-languages), as a buyer meets them on the built server with the demo catalogue. */
let server: RunningServer;
let database: { url: string; drop: () => Promise<void> };
let db: DatabaseHandle;
beforeAll(async () => {
  database = await createPostgresDatabase();
  server = await startBuiltServer({ DATABASE_URL: database.url });
  db = await openDatabase({ url: database.url, dataDir: "" });
}, 120_000);
afterAll(async () => {
  await db.close();
  await server.stop();
  await database.drop();
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&");
const unescaped = (text: string) => text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
/** A page's text without the <bdi> elements that isolate its values (components/bidi-text.tsx), to compare with a catalog's. */
const withoutBdi = (html: string) => html.replace(/<\/?bdi[^>]*>/g, "");

describe.each([
  ["es", es],
  ["ru", ru],
  ["ar", ar],
] as const)("the site in %s", (language, messages: PublicMessages) => {
  const { tag, direction } = languageEntry(language);

  it.each([
    ["", "homeTitle"],
    ["/about-us", "aboutTitle"],
    ["/brand-center", "brandTitle"],
    ["/news-center", "newsTitle"],
    ["/contact-us", "contactTitle"],
  ] as const)("answers its page %s in the language, with the title %s and the navbar", async (path, titleKey) => {
    const page = await request(server.baseUrl, `/${language}${path}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<html lang="${tag}" dir="${direction}">`);
    expect(titleOf(page.body)).toBe(messages.meta[titleKey]);
    expect(page.body).toContain(`>${messages.nav.brandCenter}<`);
    expect(page.body).toContain(`>${messages.nav.contactUs}<`);
  });

  it("keeps the owner's footer links in the language", async () => {
    const footer = defaultNavigation.footer.map((entry) => ({ ...entry, visible: true }));
    await writeSetting(db.db, "navigation", { ...defaultNavigation, footer });
    try {
      const page = await request(server.baseUrl, `/${language}/about-us`);
      const footerLinks = [...page.body.slice(page.body.indexOf("<footer")).matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((link) => link[1]!);
      // The News Center shows only while there is news.
      expect(footerLinks.length).toBeGreaterThanOrEqual(footer.length - 1);
      expect(footerLinks.filter((href) => !href.startsWith(`/${language}`))).toEqual([]);
    } finally {
      await writeSetting(db.db, "navigation", defaultNavigation);
    }
  });

  it("names every language in its own script in the menu, leading to the same page, and tells search engines of each", async () => {
    const page = await request(server.baseUrl, `/${language}/brand-center`);
    for (const other of languages) {
      const twin = other === "en" ? "/brand-center" : other === "zh" ? "/brand-center-zh" : `/${other}/brand-center`;
      expect(page.body).toContain(`href="${twin}"`);
      expect(page.body).toContain(`<link rel="alternate" hrefLang="${languageEntry(other).tag}" href="${server.baseUrl}${twin}"/>`);
    }
    expect(page.body).toContain(`>${languageEntry(language).nativeName}<`);
    expect(page.body).toContain(`<link rel="alternate" hrefLang="x-default" href="${server.baseUrl}/brand-center"/>`);
  });

  it("shows a product in the owner's words in the language: title, description, keywords, applications and specifications", async () => {
    const translation = demoProductTexts("calacatta-gold")[language]!;
    const page = await request(server.baseUrl, `/${language}/product/calacatta-gold`);
    expect(page.status).toBe(200);
    const body = withoutBdi(unescaped(page.body));
    expect(body).toContain(withoutIsolates(messages.product.size));
    expect(body).toContain(`>${translation.title}</h1>`);
    expect(body).toContain(`<p>${translation.description![0]}</p>`);
    expect(body).toContain(translation.keywords!.join(messages.listSeparator));
    expect(body).toContain(translation.applications![0]);
    expect(body).toContain(translation.specRows![0]!.label);
    expect(body).not.toContain("Calacatta Gold pairs a bright");
    expect(body).not.toMatch(/<div lang="en" dir="ltr" class="mt-6/);
  });

  it("shows the About page, the company's details and the home page's dialog in the owner's words in the language", async () => {
    const about = await request(server.baseUrl, `/${language}/about-us`);
    const translated = demoAboutTranslations[language]!;
    expect(unescaped(about.body)).toContain(`<h1 class="mt-2 text-3xl font-semibold drop-shadow md:text-4xl">${translated.name}</h1>`);
    expect(unescaped(about.body)).toContain(`<p>${translated.intro![0]}</p>`);
    expect(about.body).not.toContain("Founded in 2012");
    const company = demoSiteSettings.saideInfo.texts[language]!;
    expect(unescaped(about.body)).toMatch(new RegExp(`<footer[^]*<p class="text-lg[^"]*">${company.name!.replace(/[.()]/g, "\\$&")}</p>`));
    expect(unescaped(about.body)).toContain(company.address);
    // The page's own words are not marked.
    expect(about.body).not.toMatch(/<h2 lang="en"[^>]*>/);
    const home = await request(server.baseUrl, `/${language}`);
    expect(home.body).toMatch(
      new RegExp(
        `<h2 id="contact-modal-title" data-dialog-title="[^"]*" class="[^"]*">${demoSiteSettings.homePage.modal.texts[language]!.title}</h2>`,
      ),
    );
  });

  it("names the thickness filter's values in the language's unit", async () => {
    const page = await request(server.baseUrl, `/${language}/brand-center`);
    expect(unescaped(page.body)).toContain(`>${quoteListText(language).thicknessValue(20)}<`);
  });

  it("finds slabs by the owner's words in the language, in their other forms", async () => {
    const query = { es: "encimeras marmol vetas doradas", ru: "столешницы Калакатта золотистых", ar: "العروق الذهبية" }[language];
    const page = await request(server.baseUrl, `/${language}/brand-center?${new URLSearchParams({ q: query })}`);
    expect(page.status).toBe(200);
    expect(unescaped(page.body)).toContain(`>${demoProductTexts("calacatta-gold")[language]!.title}<`);
  });

  it("shows the English of a product not written in the language, marked as English, and no English keywords", async () => {
    const { en, zh } = demoProductTexts("concrete-grey");
    await db.db.update(products).set({ texts: { en, zh } }).where(eq(products.id, "concrete-grey"));
    const page = await request(server.baseUrl, `/${language}/product/concrete-grey`);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1 lang="en" dir="ltr"[^>]*>Concrete Grey<\/h1>/);
    expect(page.body).toMatch(/<div lang="en" dir="ltr" class="mt-6[^"]*"><p>/);
    // A search engine reading the page as this language never gets the English keywords (decision 027).
    expect(page.body).not.toContain(`${messages.product.keywords}`);
  });

  it("answers an unknown address of the language with a real 404 in that language", async () => {
    const page = await request(server.baseUrl, `/${language}/no-such-page`);
    expect(page.status).toBe(404);
    expect(page.body).toContain(`<html lang="${tag}" dir="${direction}">`);
    expect(page.body).toContain(messages.notFound.heading);
  });

  it("confirms an enquiry in the language and keeps the language it was sent in", async () => {
    const email = `buyer-${language}@example.com`;
    const sent = await request(server.baseUrl, `/${language}/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `203.0.113.${60 + languages.indexOf(language)}` },
      body: new URLSearchParams({ firstName: "Ana", lastName: "Pérez", email, message: "Precio de 20 tablas" }).toString(),
    });
    expect(unescaped(sent.body)).toContain(messages.contact.success);
    expect(unescaped(sent.body)).toContain(messages.contact.answerLanguage);
    const [stored] = await db.db
      .select({ id: enquiries.id, language: enquiries.language })
      .from(enquiries)
      .where(eq(enquiries.email, email));
    expect(stored?.language).toBe(language);
    // The owners read English: the mail names the language in English and asks for the reply in it.
    const english = { es: "Spanish", ru: "Russian", ar: "Arabic" }[language];
    const [notification] = await db.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.enquiryId, stored!.id));
    expect(notification?.subject).toBe(`[Contact page] New message from Ana Pérez (in ${english})`);
    const mail = parseMail(await waitForMail(server.dataDir, email));
    expect(mail.text).toContain(`\nLanguage: ${english} (${languageEntry(language).nativeName}) — please reply in ${english}.\n`);
  });

  it("offers the product's spec sheet in the language, laid out in its direction", async () => {
    const productPage = await request(server.baseUrl, `/${language}/product/calacatta-gold`);
    const link = /<a href="([^"]+spec-sheet\.pdf)"[^>]*>([^<]*)<\/a>/.exec(productPage.body)!;
    expect(unescaped(link[2]!)).toBe(specSheetText(language).download);
    const sheet = await fetch(`${server.baseUrl}${link[1]}`);
    expect(sheet.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await sheet.arrayBuffer());
    const text = await pdfText(bytes);
    expect(link[1]).toBe(`/${language}/product/calacatta-gold/spec-sheet.pdf`);
    // Numbers keep their order with the language's unit, joined as the language joins a list: read from the left in a
    // left-to-right sheet (a PDF reader copies a no-break space as a space), from the right in a right-to-left one,
    // whose lines a reader's copy gives from the left.
    const thicknesses = [12, 15, 20, 30].map(quoteListText(language).thicknessValue).join(specSheetText(language).listSeparator);
    if (direction === "rtl") expect(text).toMatch(/30\D+20\D+15\D+12/);
    else expect(text).toContain(thicknesses.replace(/\u00a0/g, " "));
    if (direction === "rtl") {
      // The inches in the Arabic line stay left to right, their brackets where they were, and so does a value of figures.
      expect(text).toContain("(126 × 63 in)");
      expect(text).toContain("≤ 0.02%");
      // Arabic is drawn in a font that has its letters, shaped (a PDF reader's copy of shaped Arabic is not exact).
      expect(embeddedFontNames(bytes).some((name) => name.includes("NotoSansArabic"))).toBe(true);
    } else {
      // The owner's words in the language: the company's name and the slab's.
      expect(text).toContain(demoSiteSettings.saideInfo.texts[language]!.name);
      expect(text).toContain(demoProductTexts("calacatta-gold")[language]!.title);
      expect(text).toContain(specSheetText(language).heading);
      expect(text).toContain(specSheetText(language).applications);
    }
  });

  it("lists its pages in the sitemap beside their twins", async () => {
    const sitemap = await request(server.baseUrl, "/sitemap.xml");
    expect(sitemap.body).toContain(`<loc>${server.baseUrl}/${language}/brand-center</loc>`);
    expect(sitemap.body).toContain(
      `<xhtml:link rel="alternate" hreflang="${tag}" href="${server.baseUrl}/${language}/product/calacatta-gold"/>`,
    );
  });
});

describe("a language the owner turns off", () => {
  const post = (target: string, body: URLSearchParams, cookie = "") =>
    fetch(`${server.baseUrl}${target}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl, cookie, "x-forwarded-for": "203.0.113.70" },
      body,
    });
  const serve = async (served: Language[], cookie: string) => {
    const saved = await post("/dashboard/languages", new URLSearchParams(served.map((language) => ["served", language])), cookie);
    expect(saved.status).toBe(200);
  };

  it("has no pages, links, hreflang or sitemap entries until it is turned on again, and English and Chinese stay on", async () => {
    const cookie = (await post("/login", new URLSearchParams(TEST_ADMIN))).headers.get("set-cookie")!.split(";")[0]!;
    // Only the owner may change it.
    expect((await post("/dashboard/languages", new URLSearchParams([["served", "es"]]))).status).toBe(302);
    await serve(["es", "ar"], cookie);
    try {
      for (const [path, english] of [
        ["/ru/product/calacatta-gold", "/product/calacatta-gold"],
        ["/ru/brand-center?category=calacatta-series", "/brand-center?category=calacatta-series"],
        ["/ru", "/"],
      ]) {
        const old = await fetch(`${server.baseUrl}${path}`, { redirect: "manual" });
        expect([old.status, old.headers.get("location")], path).toEqual([302, english]);
      }
      const page = await request(server.baseUrl, "/es/brand-center");
      expect(page.status).toBe(200);
      expect(page.body).not.toContain("/ru/");
      expect(page.body).not.toContain('hrefLang="ru"');
      expect(page.body).toContain('hrefLang="ar"');
      const sitemap = await request(server.baseUrl, "/sitemap.xml");
      expect(sitemap.body).not.toContain("/ru/");
      expect(sitemap.body).toContain(`${server.baseUrl}/es/brand-center`);
      const chinese = await request(server.baseUrl, "/brand-center-zh");
      expect(chinese.body).toContain('hrefLang="zh-CN"');
    } finally {
      await serve(["es", "ru", "ar"], cookie);
    }
    expect((await request(server.baseUrl, "/ru/brand-center")).status).toBe(200);
    expect((await request(server.baseUrl, "/es/brand-center")).body).toContain('hrefLang="ru"');
  });
});
