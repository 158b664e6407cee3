import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { pageViews, products } from "~/database/schema";
import { pagePath } from "~/i18n/language-paths";
import { languages } from "~/i18n/languages";
import { basicInfoFormValues, flatBasicInfoFormValues } from "~/modules/site-settings/basic-info-form";
import { readBasicInfo } from "~/modules/site-settings/site-settings.server";
import { DEMO_LINES } from "../../scripts/bench/demo-quote-list.mjs";
import { createPostgresDatabase } from "../support/database";
import { startBuiltServer, TEST_ADMIN, type RunningServer } from "../support/server";

const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
  "accept-encoding": "br, gzip",
};
const listCookie = (lines: number): Record<string, string> =>
  lines === 0 ? {} : { cookie: `quartz_quote=${(DEMO_LINES as string[]).slice(0, lines).join("|")}` };
/** What a response says that a visitor's browser acts on; its id, date and policy nonce differ from one response to the next. */
const SAID = ["content-type", "content-encoding", "cache-control", "x-robots-tag", "vary", "content-language"];

/**
 * The quote list page is rendered per visitor only where visitors differ, into the rest of the page kept per language
 * (server/quote-list-answer.tsx). A server keeping no pages (PAGE_CACHE_MAX_MB=0) renders every page whole through
 * React Router: both share one database here, and must answer alike.
 */
describe("the quote list page around each visitor's list", () => {
  let database: { url: string; drop: () => Promise<void> };
  let shelled: RunningServer;
  let whole: RunningServer;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createPostgresDatabase({ unmigrated: true });
    shelled = await startBuiltServer({ DATABASE_URL: database.url });
    whole = await startBuiltServer({ DATABASE_URL: database.url, PAGE_CACHE_MAX_MB: "0" });
    handle = await openDatabase({ url: database.url, dataDir: "" });
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
    await Promise.all([shelled?.stop(), whole?.stop()]);
    await database?.drop();
  });

  async function signIn(server: RunningServer) {
    const login = await fetch(`${server.baseUrl}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(TEST_ADMIN),
    });
    return login.headers.get("set-cookie")!.split(";")[0]!;
  }

  async function page(server: RunningServer, target: string, headers: Record<string, string> = {}) {
    const response = await fetch(server.baseUrl + target, { redirect: "manual", headers: { ...BROWSER, ...headers } });
    const html = (await response.text()).replaceAll(server.baseUrl, "ORIGIN");
    return {
      status: response.status,
      html,
      said: Object.fromEntries(SAID.map((name) => [name, response.headers.get(name)])),
      kept: response.headers.get("x-page-cache"),
    };
  }

  it("is the page React Router renders, in every language, for every list and cargo limit", async () => {
    const queries = ["", "?limit=port", "?limit=custom&kg=25000", "?utm_source=fair&limit=rail"];
    for (const language of languages) {
      for (const lines of [0, 2, 10]) {
        for (const query of queries) {
          const target = pagePath.quoteList(language) + query;
          const [fromShell, rendered] = await Promise.all([
            page(shelled, target, listCookie(lines)),
            page(whole, target, listCookie(lines)),
          ]);
          expect(fromShell.status, target).toBe(200);
          expect(fromShell.kept, target).toBe("shell");
          expect((fromShell.html.match(/data-line-summary/g) ?? []).length, target).toBe(lines);
          expect(fromShell.said, `${target} with ${lines} lines`).toEqual(rendered.said);
          expect(fromShell.html === rendered.html, `${target} with ${lines} lines`).toBe(true);
        }
      }
    }
  }, 120_000);

  it("counts the visit with the campaign it came from", async () => {
    const visited = await page(shelled, `${pagePath.quoteList("es")}?utm_source=shell-visit&limit=rail`, listCookie(2));
    expect(visited.kept).toBe("shell");
    const recorded = () =>
      handle.db
        .select({ path: pageViews.urlPathname, source: pageViews.utmSource })
        .from(pageViews)
        .where(like(pageViews.url, "%shell-visit%"));
    await expect.poll(recorded, { timeout: 5_000 }).toEqual([{ path: "/es/quote-list", source: "shell-visit" }]);
  });

  it("shows a signed-in administrator's own navigation", async () => {
    const cookie = await signIn(shelled);
    const signedIn = await page(shelled, pagePath.quoteList("es"), { cookie: `${cookie}; ${listCookie(2).cookie!}` });
    expect(signedIn.html).toContain('href="/dashboard"');
    expect(signedIn.kept).toBe("bypass");
    const anonymous = await page(shelled, pagePath.quoteList("es"), listCookie(2));
    expect(anonymous.html).not.toContain('href="/dashboard"');
    expect(anonymous.kept).toBe("shell");
  });

  it("shows the company's details and the catalogue as they are after the owner changes them", async () => {
    // Asked once first, so the page around the list is kept before the change.
    expect((await page(shelled, pagePath.quoteList("en"), listCookie(2))).html).not.toContain("Shell Test Stone Ltd.");
    const cookie = await signIn(shelled);
    const current = await readBasicInfo(handle.db);
    const fields = flatBasicInfoFormValues(
      basicInfoFormValues(
        { ...current.company, texts: { ...current.company.texts, en: { ...current.company.texts.en, name: "Shell Test Stone Ltd." } } },
        current.ownerEmails,
      ),
    );
    const saved = await fetch(`${shelled.baseUrl}/dashboard/basic-info`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams({ ...fields, version: String(current.version) }),
    });
    expect(saved.status).toBe(200);
    expect((await page(shelled, pagePath.quoteList("en"), listCookie(2))).html).toContain("Shell Test Stone Ltd.");

    // Another writer (another instance, the admin command) renames a listed product: the line shows it at once.
    const firstLine = (DEMO_LINES as string[])[0]!.split(":")[0]!;
    await handle.db
      .update(products)
      .set({ texts: sql`jsonb_set(${products.texts}, '{en,title}', '"Renamed While Listed"')` })
      .where(eq(products.id, firstLine));
    await expect
      .poll(async () => (await page(shelled, pagePath.quoteList("en"), listCookie(2))).html, { timeout: 5_000 })
      .toContain("Renamed While Listed");
    const [fromShell, rendered] = await Promise.all([
      page(shelled, pagePath.quoteList("en"), listCookie(10)),
      page(whole, pagePath.quoteList("en"), listCookie(10)),
    ]);
    expect(fromShell.html === rendered.html).toBe(true);
  });
});
