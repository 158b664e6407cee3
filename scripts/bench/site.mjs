// The site as a visitor and as its administrator see it: which public pages exist, and a real change
// saved through the dashboard's own forms, the way the owner makes one.
import { Buffer } from "node:buffer";
import { URLSearchParams } from "node:url";
import { BROWSER_HEADERS } from "./load.mjs";

/** The administrator the bench's server is started with (ADMIN_EMAIL / ADMIN_PASSWORD create it at startup). */
export const BENCH_ADMIN = { email: "bench-admin@example.com", password: "bench-admin-password" };
export const ADMIN_ENV = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };
/**
 * A server whose pages are measured: the catalogue brochures drawn only when asked, as on the test servers. Drawn in
 * the background after a start and after each change (decision 052), they take both cores for about a minute, and a
 * page measured meanwhile measures the drawing (docs/benchmarks/048-owner-texts-pages.md); the brochure bench
 * (scripts/bench/brochure.mjs) measures them.
 */
export const PAGE_SERVER_ENV = { ...ADMIN_ENV, BUILD_BROCHURES: "false" };

/**
 * A public page the bench measures: its name in the tables and its address.
 * @typedef {{ name: string; path: string }} Page
 */

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
export async function fetchHtml(url, headers = {}) {
  const response = await fetch(url, { headers: { "user-agent": BROWSER_HEADERS["user-agent"], ...headers } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const decodeEntities = (/** @type {string} */ text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
/**
 * @param {string} tag
 * @param {string} name
 */
const attribute = (tag, name) => {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return match ? decodeEntities(match[1] ?? "") : undefined;
};

/**
 * The values a browser would submit for the form with this id as the server rendered it: text inputs,
 * hidden inputs, checked radios and checkboxes, textareas. Enough for the dashboard's server-rendered forms.
 * @param {string} html
 * @param {string} formId
 */
export function formValues(html, formId) {
  const opening = html.search(new RegExp(`<form\\b[^>]*\\sid="${formId}"`));
  if (opening < 0) throw new Error(`no form with id ${formId}`);
  const closing = html.indexOf("</form>", opening);
  // A field belongs to the form when it sits inside it, or anywhere with form="<id>".
  /**
   * @param {string} tag
   * @param {number} index
   */
  const belongs = (tag, index) => {
    const owner = attribute(tag, "form");
    return owner === undefined ? index > opening && index < closing : owner === formId;
  };
  const values = new URLSearchParams();
  for (const { 0: tag, index } of html.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(tag, "name");
    const type = attribute(tag, "type") ?? "text";
    if (!name || !belongs(tag, index) || ["submit", "button", "file"].includes(type)) continue;
    if ((type === "radio" || type === "checkbox") && !/\schecked=/.test(tag)) continue;
    values.append(name, attribute(tag, "value") ?? (type === "checkbox" ? "on" : ""));
  }
  for (const { 1: tag = "", 2: content = "", index } of html.matchAll(/(<textarea\b[^>]*>)([^<]*)<\/textarea>/g)) {
    const name = attribute(tag, "name");
    if (name && belongs(tag, index)) values.append(name, decodeEntities(content));
  }
  return values;
}

/**
 * Signs in through /login as a browser does (same-origin POST) and returns the session's Cookie header.
 * @param {string} baseUrl
 * @param {{ email: string; password: string }} [account]
 */
export async function signIn(baseUrl, { email, password } = BENCH_ADMIN) {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded", "user-agent": BROWSER_HEADERS["user-agent"] },
    body: new URLSearchParams({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`signing in as ${email} answered ${response.status}`);
  return cookie;
}

/**
 * @param {string} baseUrl
 * @param {string} cookie
 * @param {string} path
 * @param {URLSearchParams} values
 */
async function submit(baseUrl, cookie, path, values) {
  const response = await fetch(baseUrl + path, {
    method: "POST",
    redirect: "manual",
    headers: { origin: baseUrl, cookie, "content-type": "application/x-www-form-urlencoded", "user-agent": BROWSER_HEADERS["user-agent"] },
    body: values,
  });
  await response.arrayBuffer();
  if (response.status >= 400) throw new Error(`POST ${path} answered ${response.status}`);
  return response;
}

/**
 * Saves the company's basic information with new business hours in both languages, which every public
 * page shows in its footer: a change buyers see, made through the dashboard form. `revision` appears
 * verbatim in the pages, so a reader can tell whether a response already shows the change.
 * @param {string} baseUrl
 * @param {string} cookie
 * @param {string} revision
 */
export async function changeBasicInfo(baseUrl, cookie, revision) {
  const values = formValues((await fetchHtml(`${baseUrl}/dashboard/basic-info`, { cookie })).toString("utf8"), "basic-info-form");
  values.set("hoursEn", `Monday to Saturday, 8:00 to 18:00 (revision ${revision})`);
  values.set("hoursZh", `周一至周六 8:00–18:00（版本 ${revision}）`);
  await submit(baseUrl, cookie, "/dashboard/basic-info", values);
}

/**
 * The demo catalogue has no news; one published post gives the news list an entry and the bench a post page.
 * @param {string} baseUrl
 * @param {string} cookie
 */
export async function publishNewsPost(baseUrl, cookie) {
  const values = new URLSearchParams({
    version: "0",
    slug: "bench-news-post",
    titleEn: "New slab finishes for kitchen worktops",
    titleZh: "厨房台面新表面效果",
    summaryEn: "Honed, leather and polished finishes across the Calacatta series.",
    summaryZh: "卡拉卡塔系列推出哑光、皮纹与抛光三种表面。",
    bodyEnText: "Our Calacatta series now comes in three finishes. Samples are available on request.",
    bodyZhText: "卡拉卡塔系列现提供三种表面效果，欢迎索取样品。",
    status: "published",
  });
  await submit(baseUrl, cookie, "/dashboard/news/new", values);
}

/**
 * Public pages outside the speed goals that still have the weight and Lighthouse budgets of every public page.
 * @type {Page[]}
 */
export const CONTACT_PAGES = [
  { name: "contact", path: "/contact-us" },
  { name: "contact (zh)", path: "/contact-us-zh" },
];

/**
 * Every public page the goals name, in every language the site serves: home, about, the brand center and each of
 * its categories (from its own links), a product, the news list and a post; the other languages' addresses are the
 * English page's hreflang alternates, so a language added to the registry is measured with no change here.
 * @param {string} baseUrl
 * @returns {Promise<{ pages: Page[]; newsPostFound: boolean }>}
 */
export async function discoverPages(baseUrl) {
  const brandCenter = (await fetchHtml(`${baseUrl}/brand-center`)).toString("utf8");
  const productPath = brandCenter.match(/href="(\/product\/[^"?#]+)"/)?.[1];
  if (!productPath) throw new Error('no product link (href="/product/…") on /brand-center; is the catalogue seeded?');
  const categories = [...new Set([...brandCenter.matchAll(/href="\/brand-center\?category=([^"&#]+)"/g)].map((match) => match[1]))];
  const newsList = (await fetchHtml(`${baseUrl}/news-center`)).toString("utf8");
  const postSlug = newsList.match(/href="\/news-center\/(?!rss\.xml)([^"?#]+)"/)?.[1];
  const english = [
    { name: "home", path: "/" },
    { name: "about", path: "/about-us" },
    { name: "brand center", path: "/brand-center" },
    ...categories.map((category) => ({ name: `category ${category}`, path: `/brand-center?category=${category}` })),
    { name: "product", path: productPath },
    { name: "news", path: "/news-center" },
    ...(postSlug ? [{ name: "news post", path: `/news-center/${postSlug}` }] : []),
  ];
  const twins = [];
  for (const page of english) twins.push(...(await languageTwins(baseUrl, page)));
  return { pages: [...english, ...twins], newsPostFound: Boolean(postSlug) };
}

/**
 * The page in the site's other languages, as its `<link rel="alternate" hrefLang>` tags name them.
 * @param {string} baseUrl
 * @param {Page} page
 * @returns {Promise<Page[]>}
 */
async function languageTwins(baseUrl, page) {
  const html = (await fetchHtml(`${baseUrl}${page.path}`)).toString("utf8");
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)]
    .filter(([, language]) => language !== "x-default" && language !== "en")
    .map(([, language, href = ""]) => {
      const url = new URL(href.replaceAll("&amp;", "&"));
      return { name: `${page.name} (${language})`, path: url.pathname + url.search };
    });
}
