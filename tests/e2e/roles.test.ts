import { readFile } from "node:fs/promises";
import { Secret, TOTP } from "otpauth";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "~/database/roles";
import { launchChromium } from "../../scripts/chromium.mjs";
import { hydrated, randomVisitorAddress } from "../support/browser";
import { createPostgresDatabase, databaseKinds, type DatabaseKind } from "../support/database";
import { waitForMailText } from "../support/mail";
import { addVirtualAuthenticator } from "../support/second-factor";
import { startBuiltServer, TEST_ADMIN, type RunningServer } from "../support/server";

/**
 * A team as decision 054 describes it, each person living it in the browser: the owner requires a second factor of
 * everyone and invites an editor, a salesperson and a translator of Spanish from the accounts page; each opens the
 * mail's link, chooses a password, is sent to add a second factor (decision 053), signs out, signs in again through
 * the form with password and that factor, does what the role is for and is refused the rest.
 *
 * It runs on the embedded database and on PostgreSQL, one server per database, started here: a passkey belongs to a
 * domain and Chromium refuses WebAuthn on the shared servers' 127.0.0.1, so these serve `http://localhost:<port>`.
 * Nothing here reads or writes the database behind the server (an embedded one has one owner): what a person did is
 * checked where they would see it, on the page, on the public site and in the mail written under the data directory.
 * team-accounts.test.ts covers the rest of the owner's side (a single-use link, disabling) on the shared PostgreSQL
 * servers.
 */
const PASSWORD = "a team member's own passphrase";
const MENU = "后台栏目";
const REFUSED = "您没有执行此操作的权限。";

type Factor = "passkey" | "code";
type Person = { roleName: string; name: string; opensOn: string; factor: Factor; languageNames?: string[] };

/**
 * Every role but the owner's, by the names the dashboard gives them. On each database someone other than the owner signs
 * in with a passkey and someone with an authenticator app's code; the translator takes turns.
 */
const teamFor = (kind: DatabaseKind) =>
  ({
    editor: { roleName: "编辑", name: "Wang Fang", opensOn: "/dashboard/products", factor: "passkey" },
    sales: { roleName: "销售", name: "Chen Jing", opensOn: "/dashboard", factor: "code" },
    translator: {
      roleName: "译者",
      name: "Lucía Gómez",
      opensOn: "/dashboard/languages",
      factor: kind === "pglite" ? "passkey" : "code",
      languageNames: ["西班牙语"],
    },
  }) satisfies Record<Exclude<Role, "owner">, Person>;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The links of the dashboard's side menu, by their visible names (a count beside the inbox left out). */
async function menuLinks(page: Page) {
  const links = page.getByRole("navigation", { name: MENU }).getByRole("link");
  await links.first().waitFor();
  return links.evaluateAll((elements) => elements.map((link) => link.childNodes[0]!.textContent ?? ""));
}

/** Typed in by hand, an address the role may not open answers the dashboard's 403 page, the menu still the person's own. */
async function expectRefused(page: Page, path: string, menu: string[]) {
  const answer = await page.goto(path);
  expect(answer!.status()).toBe(403);
  await page.getByText(REFUSED).waitFor();
  expect(await menuLinks(page)).toEqual(menu);
}

/** Adds a second factor on the security page the browser is on; for a code, answers the authenticator app that makes them. */
async function enrol(page: Page, factor: Factor): Promise<TOTP | null> {
  await hydrated(page);
  let app: TOTP | null = null;
  if (factor === "passkey") {
    await page.getByLabel("新通行密钥的名称").fill("笔记本电脑");
    await page.getByRole("button", { name: "添加通行密钥" }).click();
    await page.getByText("通行密钥已添加。").waitFor();
  } else {
    await page.getByRole("button", { name: "设置身份验证器应用" }).click();
    app = new TOTP({ secret: Secret.fromBase32((await page.getByTestId("totp-secret").textContent())!) });
    await page.getByLabel("应用中的验证码").fill(app.generate());
    await page.getByRole("button", { name: "确认" }).click();
    await page.getByText("身份验证器应用已设置。").waitFor();
  }
  expect(await page.getByRole("list", { name: "您的恢复码" }).getByRole("listitem").count()).toBe(10);
  return app;
}

async function typePassword(page: Page, email: string, password: string) {
  await page.goto("/login");
  await hydrated(page);
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

// The two databases' journeys go side by side, as two test files would: their servers start in the time of one, and
// nothing done on one is seen by the other. On each, the journeys follow one another, as the people's days do.
describe.each(databaseKinds)("on %s", { concurrent: true }, (kind) => {
  const team = teamFor(kind);
  const stamp = `${kind}-${Date.now()}`;
  const emailOf = (member: keyof typeof team) => `${member}-${stamp}@example.com`;
  const invitations = new Map<keyof typeof team, URL>();
  let server: RunningServer;
  let dropDatabase = async () => {};
  let origin: string;
  let owner: Page;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    if (kind === "postgres") {
      const postgres = await createPostgresDatabase();
      dropDatabase = postgres.drop;
      server = await startBuiltServer({ DATABASE_URL: postgres.url }, { publicHost: "localhost" });
    } else {
      server = await startBuiltServer({}, { publicHost: "localhost" });
    }
    origin = server.baseUrl.replace("127.0.0.1", "localhost");
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await server?.stop();
    await dropDatabase();
  });

  /** A browser of the person's own, from an address of its own so no one's sign-in throttle meets another's. */
  async function visitor() {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { "x-forwarded-for": randomVisitorAddress() },
    });
    contexts.push(context);
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`Uncaught in the page at ${page.url()}:\n${error.stack ?? error.message}`));
    return page;
  }

  /**
   * The person's side from the invitation mail's link to signing in again with password and second factor, in one
   * browser that keeps its passkey; answers the page on the dashboard they open on, with the menu their role shows.
   */
  async function joinAndSignInAgain(member: keyof typeof team) {
    const person: Person = team[member];
    const email = emailOf(member);
    const page = await visitor();
    if (person.factor === "passkey") await addVirtualAuthenticator(page);
    await page.goto(invitations.get(member)!.pathname);
    await hydrated(page);
    await page.getByText(`您受邀担任“${person.roleName}”，将使用 ${email} 登录。`).waitFor();
    expect(await page.getByLabel(/^您的姓名/).inputValue()).toBe(person.name);
    await page.getByLabel(/^新密码/).fill(PASSWORD);
    await page.getByLabel(/^再次输入新密码/).fill(PASSWORD);
    await page.getByRole("button", { name: "创建我的账户" }).click();

    // The owner's rule holds the new account on the security page until it has a second factor.
    await page.waitForURL("**/dashboard/account/security?required");
    await page.getByText("所有账户都必须启用两步验证。请先添加通行密钥或身份验证器应用。").waitFor();
    const app = await enrol(page, person.factor);
    await page.getByRole("button", { name: "退出登录" }).click();
    // Signed out, the browser is sent to the home page; the sign-in page, next, would send a session still alive on to
    // the dashboard. Its pictures need not finish loading.
    await page.waitForURL(`${origin}/`, { waitUntil: "commit" });

    await typePassword(page, email, PASSWORD);
    await page.waitForURL("**/login/verify");
    await hydrated(page);
    if (person.factor === "passkey") {
      await page.getByRole("button", { name: "Use a passkey" }).click();
    } else {
      // The code that confirmed the app cannot sign in again (decision 053): the next step's can.
      await page.getByLabel("Code from the authenticator app").fill(app!.generate({ timestamp: Date.now() + 30_000 }));
      await page.getByRole("button", { name: "Verify" }).click();
    }
    await page.waitForURL((url) => url.pathname === person.opensOn);
    await hydrated(page);
    return { page, menu: await menuLinks(page) };
  }

  describe("a team", { concurrent: false }, () => {
    it("lets the owner require a second factor of everyone and invite an editor, a salesperson and a translator", async () => {
      owner = await visitor();
      await typePassword(owner, TEST_ADMIN.email, TEST_ADMIN.password);
      await owner.waitForURL("**/dashboard");

      // The rule can be turned on only by someone who has a second factor: the owner adds one first.
      await owner.goto("/dashboard/account/security");
      await enrol(owner, "code");
      await owner.getByLabel("所有账户登录时都必须使用两步验证").check();
      await owner.getByRole("button", { name: "保存", exact: true }).click();
      await owner.getByText("已保存。").waitFor();

      await owner.goto("/dashboard/accounts");
      await hydrated(owner);
      const invite = owner.locator("form").filter({ has: owner.getByRole("button", { name: "发送邀请", exact: true }) });
      for (const [member, person] of Object.entries(team) as [keyof typeof team, Person][]) {
        const email = emailOf(member);
        await invite.getByLabel("邮箱地址").fill(email);
        await invite.getByLabel("姓名").fill(person.name);
        await invite.getByLabel(new RegExp(`^${person.roleName} `)).check();
        for (const language of person.languageNames ?? []) await invite.getByLabel(language, { exact: true }).check();
        await invite.getByRole("button", { name: "发送邀请", exact: true }).click();
        await owner.getByText(`邀请邮件正在发往 ${email}。`).waitFor();
      }
      for (const member of Object.keys(team) as (keyof typeof team)[]) {
        const mail = await waitForMailText(server.dataDir, `To: ${emailOf(member)}`);
        expect(mail).toContain(`邀请您以“${team[member].roleName}”的身份协助管理网站后台`);
        invitations.set(member, new URL(mail.match(/https?:\/\/\S+\/accept-invitation\/[\w-]+/)![0]));
      }
      // The links lead to the site's one origin, where the passkeys belong.
      expect(invitations.get("editor")!.origin).toBe(origin);
    });

    it("lets the editor in with a passkey to rename a product buyers then see, and refuses them the backups", async () => {
      const { page, menu } = await joinAndSignInAgain("editor");
      expect(menu).toEqual(expect.arrayContaining(["产品管理", "分类管理", "媒体库", "网页管理", "新闻管理", "网站语言", "账户"]));
      for (const hidden of ["联系表单", "报价", "访问分析", "基本信息", "备份", "站点状况", "团队账户"]) expect(menu).not.toContain(hidden);

      const title = `Calacatta Gold by ${team.editor.name} ${stamp}`;
      await page.goto("/dashboard/products?edit=calacatta-gold");
      const dialog = page.getByRole("dialog", { name: "修改产品" });
      await dialog.getByLabel(/^英文标题/).fill(title);
      await dialog.getByRole("button", { name: "保存" }).click();
      await page.getByRole("status").getByText("产品已保存。").waitFor();
      // A buyer, who is not signed in, reads the new name on the product's page.
      const buyer = await visitor();
      await buyer.goto("/product/calacatta-gold", { waitUntil: "domcontentloaded" });
      expect(await buyer.getByRole("heading", { level: 1 }).textContent()).toBe(title);

      await expectRefused(page, "/dashboard/backups", menu);
    });

    it("lets the salesperson in with an app's code to answer a buyer's enquiry, and refuses them the products", async () => {
      const buyer = await visitor();
      const buyerEmail = `lucia-${stamp}@example.com`;
      await buyer.goto("/contact-us");
      await buyer.getByLabel(/^First name/).fill("Lucía");
      await buyer.getByLabel(/^Last name/).fill(`Roles ${stamp}`);
      await buyer.getByLabel(/^Email/).fill(buyerEmail);
      await buyer.getByLabel(/^Message/).fill("¿Tienen Calacatta en 20 mm?");
      await buyer.getByRole("button", { name: "Send" }).click();
      await buyer.getByText("We have received your request, we will reach out to you later").waitFor();

      const { page, menu } = await joinAndSignInAgain("sales");
      expect(menu).toEqual(expect.arrayContaining(["联系表单", "报价", "访问分析", "账户"]));
      for (const hidden of ["产品管理", "网页管理", "网站语言", "备份", "报价设置", "团队账户"]) expect(menu).not.toContain(hidden);

      const card = page.getByRole("listitem", { name: `Lucía Roles ${stamp}`, exact: true });
      await card.getByText("写回复").click();
      const subject = `Calacatta 20 mm ${stamp}`;
      await card.getByLabel("主题").fill(subject);
      await card.getByLabel("内容").fill("Estimada Lucía: sí, tenemos Calacatta en 20 mm.");
      await card.getByRole("button", { name: "发送回复" }).click();
      await page.getByText("回复正在发送。").waitFor();
      // The buyer's mail arrives.
      expect(await waitForMailText(server.dataDir, subject)).toContain("sí, tenemos Calacatta en 20 mm.");

      await expectRefused(page, "/dashboard/products", menu);
    });

    it(`lets the translator in with a ${team.translator.factor} to download the Spanish file, and refuses them the Russian one`, async () => {
      const { page, menu } = await joinAndSignInAgain("translator");
      expect(menu).toEqual(["网站语言", "在线翻译", "账户"]);

      // The page offers the files of the translator's language only, and not the switches of the languages served.
      const spanish = page.locator('li[data-language="es"]');
      await spanish.waitFor();
      expect(await page.locator("li[data-language]").count()).toBe(1);
      expect(await page.getByRole("checkbox").count()).toBe(0);
      const [file] = await Promise.all([page.waitForEvent("download"), spanish.getByRole("link", { name: "XLIFF：全部文字" }).click()]);
      expect(file.suggestedFilename()).toMatch(/\.xlf$/);
      expect(String(await readFile((await file.path())!))).toMatch(/trgLang="es"/);

      // The Russian file's address, typed in, is refused, and so is the catalogue.
      const russian = await page.request.get("/dashboard/translations/export?language=ru&scope=all&format=xliff", { maxRedirects: 0 });
      expect(russian.status()).toBe(403);
      await expectRefused(page, "/dashboard/products", menu);
    });

    it("shows the owner the team, each with their role and a second factor", async () => {
      await owner.goto("/dashboard/accounts");
      for (const [member, person] of Object.entries(team) as [keyof typeof team, Person][]) {
        const row = owner.locator(`tr[data-account="${emailOf(member)}"]`);
        const cells = (await row.getByRole("cell").allTextContents()).map((cell) => cell.trim());
        expect(cells.slice(0, 7)).toEqual([
          person.name,
          emailOf(member),
          person.roleName,
          person.languageNames?.join(", ") ?? "",
          "有",
          expect.stringMatching(/\d/),
          "正常",
        ]);
      }
    });
  });
});
