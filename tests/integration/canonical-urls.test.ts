import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { languageFromPath } from "~/i18n/language-paths";
import { zh } from "~/i18n/zh";
import { request } from "../support/http";
import { startBuiltServer, type RunningServer } from "../support/server";

/** Made-up addresses a crawler or a pasted link brings, against the built server with the demo catalogue. */
let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 120_000);
afterAll(() => server.stop());

const htmlLang = (path: string) => (languageFromPath(path.split("?")[0]!) === "zh" ? "zh-CN" : "en");
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const noIndex = (html: string) => html.includes('<meta name="robots" content="noindex"/>');

describe("one address per page", () => {
  it.each([
    ["/About-Us", "/about-us"],
    ["/ABOUT-US-ZH", "/about-us-zh"],
    ["/about-us/", "/about-us"],
    ["/Brand-Center", "/brand-center"],
    ["/Brand-Center-ZH?category=calacatta-series", "/brand-center-zh?category=calacatta-series"],
    ["/News-Center", "/news-center"],
    ["/NEWS-CENTER-ZH/", "/news-center-zh"],
    ["/Contact-Us?utm_source=whatsapp", "/contact-us?utm_source=whatsapp"],
    ["/contact-us-zh/", "/contact-us-zh"],
    ["/ZH", "/zh"],
    ["/zh/", "/zh"],
    ["/home", "/"],
    ["/Home/", "/"],
    ["/home-zh", "/zh"],
    ["/HOME-ZH?from=card", "/zh?from=card"],
    ["/Product/Calacatta-Gold", "/product/calacatta-gold"],
    ["/PRODUCT-ZH/calacatta-gold/", "/product-zh/calacatta-gold"],
    ["/Contact-Us/Product/Calacatta-Gold", "/contact-us/product/calacatta-gold"],
    ["/contact-us-zh/PRODUCT/calacatta-gold", "/contact-us-zh/product/calacatta-gold"],
    ["/Contact-Us/Collection/Calacatta-Series/ZH", "/contact-us/collection/calacatta-series/zh"],
    ["/Product-ZH/No-Such-Slab", "/product-zh/no-such-slab"],
  ])("%s moves permanently to %s, every time, in the language of its path", async (variant, location) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const moved = await request(server.baseUrl, variant);
      expect([moved.status, moved.headers.location]).toEqual([301, location]);
      // Answered before the page cache: the variant is never kept as a page of its own.
      expect(moved.headers["x-page-cache"]).toBeUndefined();
    }
    const page = await request(server.baseUrl, location);
    expect(langOf(page.body)).toBe(htmlLang(variant));
  });

  it.each([
    "/",
    "/zh",
    "/about-us",
    "/about-us-zh",
    "/brand-center-zh",
    "/news-center",
    "/contact-us-zh",
    "/product/calacatta-gold",
    "/product-zh/calacatta-gold",
  ])("%s is served where it is, with itself as its absolute canonical", async (path) => {
    const page = await request(server.baseUrl, `${path}?utm_source=newsletter`);
    expect(page.status).toBe(200);
    expect(canonicalOf(page.body)).toBe(`${server.baseUrl}${path}`);
    expect(noIndex(page.body)).toBe(false);
  });

  it("leaves case-sensitive addresses, client navigation data and forms where they are", async () => {
    for (const path of [
      "/reset-password/AbCdEf123",
      "/verify-email/AbCdEf123",
      "/confirm-email/AbCdEf123",
      "/media/Saide/No-Such.JPG",
      "/assets/No-Such-AbC.js",
    ]) {
      const response = await request(server.baseUrl, path);
      expect(response.status, path).not.toBe(301);
    }
    const data = await request(server.baseUrl, "/home.data");
    expect(data.status).toBe(200);
    expect(data.headers["content-type"]).toMatch(/^text\/x-script/);
    const posted = await request(server.baseUrl, "/Contact-Us-ZH", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "firstName=",
    });
    expect(posted.status).toBe(400);
    expect(langOf(posted.body)).toBe("zh-CN");
  });
});

describe("real 404s", () => {
  it.each([
    "/product/no-such-slab",
    "/product-zh/no-such-slab",
    "/contact-us/product/no-such-slab",
    "/contact-us-zh/product/no-such-slab",
    "/contact-us/collection/no-such-series/en",
    "/contact-us/collection/no-such-series/zh",
    "/contact-us/collection/calacatta-series/fr",
  ])("%s answers 404 where it was asked, with the not-found page in its language", async (path) => {
    const response = await request(server.baseUrl, path);
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(langOf(response.body)).toBe(htmlLang(path));
    expect(response.body).toContain((languageFromPath(path) === "zh" ? zh : en).notFound.heading);
    expect(noIndex(response.body)).toBe(true);
    expect(canonicalOf(response.body)).toBeUndefined();
  });

  it.each([
    ["/contact-us/product/calacatta-gold", "/contact-us"],
    ["/contact-us-zh/product/calacatta-gold", "/contact-us-zh"],
    ["/contact-us/collection/calacatta-series/en", "/contact-us"],
    ["/contact-us/collection/calacatta-series/zh", "/contact-us-zh"],
  ])("%s, about something that exists, is served but not indexed: its canonical is %s", async (path, contactPage) => {
    const response = await request(server.baseUrl, path);
    expect(response.status).toBe(200);
    expect(langOf(response.body)).toBe(htmlLang(path));
    expect(noIndex(response.body)).toBe(true);
    expect(canonicalOf(response.body)).toBe(`${server.baseUrl}${contactPage}`);
  });
});
