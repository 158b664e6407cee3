import { readFile } from "node:fs/promises";
import { eq, inArray } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "~/database/roles";
import { enquiries, mailOutbox, sessions, users } from "~/database/schema";
import type { Language } from "~/i18n/languages";
import { hashPassword } from "~/modules/auth/password.server";
import { baseUrl, browser, database, hydrated, setUpJourneys } from "../support/browser";

setUpJourneys();

/**
 * A team as decision 054 describes it, each person signing in through the form and going where the menu takes them:
 * an editor keeps the catalogue, a salesperson answers buyers, a translator writes Spanish.
 */
const PASSWORD = "a team member's own passphrase";
const stamp = Date.now();
const team = {
  editor: { email: `editor-${stamp}@example.com`, role: "editor", languages: [] },
  sales: { email: `sales-${stamp}@example.com`, role: "sales", languages: [] },
  translator: { email: `translator-${stamp}@example.com`, role: "translator", languages: ["es"] },
} satisfies Record<string, { email: string; role: Role; languages: Language[] }>;

const emails = Object.values(team).map((person) => person.email);

const MENU = "后台栏目";
const REFUSED = "您没有执行此操作的权限。";

let enquiryId: string;

beforeAll(async () => {
  const passwordHash = await hashPassword(PASSWORD);
  await database.db
    .insert(users)
    .values(Object.values(team).map(({ email, role, languages }) => ({ email, passwordHash, role, translatorLanguages: languages })));
  const [enquiry] = await database.db
    .insert(enquiries)
    .values({
      firstName: "Lucía",
      lastName: `Roles ${stamp}`,
      email: `lucia-${stamp}@example.com`,
      message: "¿Tienen Calacatta en 20 mm?",
      source: "contact",
      language: "es",
    })
    .returning({ id: enquiries.id });
  enquiryId = enquiry!.id;
});

// The journey server goes on to other files: they find the accounts and the enquiry they knew.
afterAll(async () => {
  const ids = (await database.db.select({ id: users.id }).from(users).where(inArray(users.email, emails))).map((row) => row.id);
  if (ids.length > 0) await database.db.delete(sessions).where(inArray(sessions.userId, ids));
  await database.db.delete(users).where(inArray(users.email, emails));
  await database.db.delete(mailOutbox).where(eq(mailOutbox.enquiryId, enquiryId));
  await database.db.delete(enquiries).where(eq(enquiries.id, enquiryId));
});

/** Signs in through the form as a team member, from an address of its own, and waits for the page the dashboard opens on. */
async function signIn(person: (typeof team)[keyof typeof team], clientIp: string, opensOn: string) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": clientIp },
  });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel(/^Email Address/).fill(person.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => url.pathname === opensOn);
  await hydrated(page);
  return { context, page };
}

/** The links of the dashboard's side menu, by their visible names (a count beside the inbox left out). */
async function menuLinks(page: Page) {
  const links = page.getByRole("navigation", { name: MENU }).getByRole("link");
  await links.first().waitFor();
  return links.evaluateAll((elements) => elements.map((link) => link.childNodes[0]!.textContent ?? ""));
}

describe("a team's roles in the browser", () => {
  it("shows an editor the catalogue and the site's content, and neither the enquiries nor the backups", async () => {
    const { context, page } = await signIn(team.editor, "198.51.100.61", "/dashboard/products");
    const links = await menuLinks(page);
    expect(links).toEqual(expect.arrayContaining(["产品管理", "分类管理", "媒体库", "网页管理", "新闻管理", "网站语言", "账户"]));
    for (const hidden of ["联系表单", "报价", "访问分析", "基本信息", "备份", "站点状况"]) expect(links).not.toContain(hidden);
    await page.getByRole("navigation", { name: MENU }).getByRole("link", { name: "分类管理" }).click();
    await page.waitForURL("**/dashboard/categories");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    // Typed in by hand, the backups are refused with the dashboard's 403 page, the menu still the editor's.
    const answer = await page.goto("/dashboard/backups");
    expect(answer!.status()).toBe(403);
    await page.getByText(REFUSED).waitFor();
    expect(await menuLinks(page)).toEqual(links);
    await context.close();
  });

  it("lets a salesperson answer an enquiry from the inbox, and refuses them the products with the 403 page", async () => {
    const { context, page } = await signIn(team.sales, "198.51.100.62", "/dashboard");
    const links = await menuLinks(page);
    expect(links).toEqual(expect.arrayContaining(["联系表单", "报价", "访问分析", "账户"]));
    for (const hidden of ["产品管理", "网页管理", "网站语言", "备份", "报价设置"]) expect(links).not.toContain(hidden);

    await page
      .getByRole("navigation", { name: MENU })
      .getByRole("link", { name: /^联系表单/ })
      .click();
    const card = page.getByRole("listitem", { name: `Lucía Roles ${stamp}`, exact: true });
    await card.getByText("写回复").click();
    await card.getByLabel("主题").fill("Calacatta 20 mm");
    await card.getByLabel("内容").fill("Estimada Lucía: sí, tenemos Calacatta en 20 mm.");
    await card.getByRole("button", { name: "发送回复" }).click();
    await page.getByText("回复正在发送。").waitFor();
    const replies = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiryId));
    expect(replies.map((reply) => [reply.kind, reply.subject, reply.author])).toEqual([["reply", "Calacatta 20 mm", team.sales.email]]);

    const answer = await page.goto("/dashboard/products");
    expect(answer!.status()).toBe(403);
    await page.getByText(REFUSED).waitFor();
    await context.close();
  });

  it("gives a translator the Spanish file and refuses the Russian one", async () => {
    const { context, page } = await signIn(team.translator, "198.51.100.63", "/dashboard/languages");
    expect(await menuLinks(page)).toEqual(["网站语言", "在线翻译", "账户"]);
    await page.getByRole("navigation", { name: MENU }).getByRole("link", { name: "账户" }).click();
    await page.waitForURL("**/dashboard/account");
    await page.getByRole("navigation", { name: MENU }).getByRole("link", { name: "网站语言" }).click();
    await page.waitForURL("**/dashboard/languages");

    // The page offers the files of the translator's language only, and not the switches of the languages served.
    expect(await page.locator("li[data-language]").evaluateAll((items) => items.map((item) => item.getAttribute("data-language")))).toEqual(
      ["es"],
    );
    expect(await page.getByRole("checkbox").count()).toBe(0);
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.locator('li[data-language="es"]').getByRole("link", { name: "XLIFF：全部文字" }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.xlf$/);
    expect(String(await readFile((await file.path())!))).toMatch(/trgLang="es"/);

    // The Russian file's address, typed in, is refused.
    const russian = await page.request.get("/dashboard/translations/export?language=ru&scope=all&format=xliff", { maxRedirects: 0 });
    expect(russian.status()).toBe(403);
    await context.close();
  });
});
