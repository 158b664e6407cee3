import { eq, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { sessions, users } from "~/database/schema";
import { createOrResetAdministrator } from "~/modules/auth/accounts.server";
import { writeSignInPolicy } from "~/modules/auth/second-factor.server";
import { launchChromium } from "../../scripts/chromium.mjs";
import { hydrated } from "../support/browser";
import { createPostgresDatabase } from "../support/database";
import { startBuiltServer, TEST_ADMIN, type RunningServer } from "../support/server";

/**
 * A server of its own whose PUBLIC_URL is http://localhost:<port>: a passkey belongs to a domain, and Chromium refuses
 * WebAuthn on an IP address such as the shared servers' 127.0.0.1. The browser's authenticator is Chromium's virtual
 * one, driven over the DevTools protocol: a real WebAuthn ceremony, no mock.
 */
let server: RunningServer;
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
let database: DatabaseHandle;
let browser: Awaited<ReturnType<typeof launchChromium>>;
let origin: string;

beforeAll(async () => {
  postgres = await createPostgresDatabase();
  [server, browser] = await Promise.all([startBuiltServer({ DATABASE_URL: postgres.url }, { publicHost: "localhost" }), launchChromium()]);
  origin = server.baseUrl.replace("127.0.0.1", "localhost");
  database = await openDatabase({ url: postgres.url, dataDir: "" });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await database?.close();
  await server?.stop();
  await postgres?.drop();
});

async function visitor(clientIp: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin, extraHTTPHeaders: { "x-forwarded-for": clientIp } });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`Uncaught in the page at ${page.url()}:\n${error.stack ?? error.message}`));
  return { context, page };
}

/** Chromium's virtual authenticator for this page: a platform authenticator that verifies the user and keeps resident keys. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
}

async function typePassword(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await hydrated(page);
  await page.getByLabel(/^Email Address/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "退出登录" }).click();
  await page.waitForURL(`${origin}/`);
}

/** Moves the account's sessions' last confirmation back past the re-authentication window, as if the person had left the desk. */
async function ageSessions(email: string) {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await database.db.update(sessions).set({ authenticatedAt: sql`now() - interval '11 minutes'` }).where(eq(sessions.userId, user!.id));
}

describe("passkeys", () => {
  it("adds a passkey on the security page, signs in with password and passkey, and re-authenticates with it", async () => {
    const { context, page } = await visitor("192.0.2.150");
    const credentials = await addVirtualAuthenticator(page);
    await typePassword(page, TEST_ADMIN);
    await page.waitForURL("**/dashboard");

    await page.goto("/dashboard/account");
    await page.getByRole("link", { name: "通行密钥、身份验证器应用和恢复码" }).click();
    await page.waitForURL("**/dashboard/account/security");
    await hydrated(page);
    await page.getByLabel("新通行密钥的名称").fill("办公室电脑");
    await page.getByRole("button", { name: "添加通行密钥" }).click();
    await page.getByText("通行密钥已添加。").waitFor();
    // The first factor brings ten recovery codes, shown this once.
    expect(await page.getByRole("list", { name: "您的恢复码" }).getByRole("listitem").count()).toBe(10);
    await page
      .getByText(/办公室电脑/)
      .first()
      .waitFor();
    expect(await page.getByText("尚未使用").count()).toBe(1);
    expect(await credentials()).toHaveLength(1);

    await signOut(page);
    await typePassword(page, TEST_ADMIN);
    await page.waitForURL("**/login/verify");
    await hydrated(page);
    // The half-finished sign-in is a random token for the sign-in pages only, never the account in the clear.
    const pending = (await context.cookies()).find((cookie) => cookie.name === "quartz_sign_in")!;
    expect(pending.httpOnly).toBe(true);
    expect(pending.path).toBe("/login");
    expect(decodeURIComponent(pending.value)).not.toContain("admin@");
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await page.waitForURL("**/dashboard");
    expect((await context.cookies()).some((cookie) => cookie.name === "quartz_sign_in")).toBe(false);

    await ageSessions(TEST_ADMIN.email);
    await page.goto("/dashboard/account/security");
    await page.waitForURL(/\/dashboard\/re-authenticate\?returnTo=%2Fdashboard%2Faccount%2Fsecurity$/);
    await hydrated(page);
    await page.getByRole("button", { name: "使用通行密钥" }).click();
    await page.waitForURL("**/dashboard/account/security");
    expect(await page.getByText("尚未使用").count()).toBe(0);
    await context.close();
  });
});

describe("authenticator app and recovery codes", () => {
  const account = { email: "second-admin@example.com", password: "another long passphrase" };

  it("enrols an app from the shown key, signs in with a code, then with a recovery code once", async () => {
    await createOrResetAdministrator(database.db, account.email, account.password);
    const { context, page } = await visitor("192.0.2.151");
    await typePassword(page, account);
    await page.waitForURL("**/dashboard");
    await page.goto("/dashboard/account/security");
    await hydrated(page);
    await page.getByRole("button", { name: "设置身份验证器应用" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!;
    expect(await page.getByRole("img", { name: "身份验证器应用的二维码" }).getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    const app = new TOTP({ secret: Secret.fromBase32(secret) });
    await page.getByLabel("应用中的验证码").fill("000000" === app.generate() ? "111111" : "000000");
    await page.getByRole("button", { name: "确认" }).click();
    await page.getByText(/验证码不正确/).waitFor();
    await page.getByLabel("应用中的验证码").fill(app.generate());
    await page.getByRole("button", { name: "确认" }).click();
    await page.getByText("身份验证器应用已设置。").waitFor();
    const codes = await page.getByRole("list", { name: "您的恢复码" }).getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);

    await signOut(page);
    await typePassword(page, account);
    await page.waitForURL("**/login/verify");
    await hydrated(page);
    expect(await page.getByRole("button", { name: "Use a passkey" }).count()).toBe(0);
    // The code just used to confirm the app cannot sign in again: the next step's code can.
    const nextCode = app.generate({ timestamp: Date.now() + 30_000 });
    await page.getByLabel("Code from the authenticator app").fill(nextCode);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL("**/dashboard");
    await signOut(page);

    await typePassword(page, account);
    await page.waitForURL("**/login/verify");
    await hydrated(page);
    await page.getByLabel("Code from the authenticator app").fill(nextCode);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("alert").getByText("That code is not right, or it was already used.").waitFor();
    await page.getByText("Lost your phone or key?").click();
    await page.getByLabel("Recovery code").fill(codes[0]!);
    await page.getByRole("button", { name: "Use the recovery code" }).click();
    await page.waitForURL("**/dashboard");
    await page.goto("/dashboard/account/security");
    await page.getByText("剩余 9 / 10 个恢复码。").waitFor();
    await signOut(page);

    await typePassword(page, account);
    await page.waitForURL("**/login/verify");
    await hydrated(page);
    await page.getByText("Lost your phone or key?").click();
    await page.getByLabel("Recovery code").fill(codes[0]!);
    await page.getByRole("button", { name: "Use the recovery code" }).click();
    await page.getByRole("alert").getByText("That code is not right, or it was already used.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login/verify");
    await context.close();
  });
});

describe("re-authentication", () => {
  it("asks for the password again before an export when the sign-in is old, and returns to the inbox", async () => {
    const account = { email: "third-admin@example.com", password: "yet another passphrase" };
    await createOrResetAdministrator(database.db, account.email, account.password);
    const { context, page } = await visitor("192.0.2.152");
    await typePassword(page, account);
    await page.waitForURL("**/dashboard");
    await hydrated(page);
    await ageSessions(account.email);

    await page.getByRole("link", { name: "下载 CSV" }).click();
    await page.waitForURL(/\/dashboard\/re-authenticate\?returnTo=%2Fdashboard$/);
    await page.getByRole("heading", { name: "确认身份" }).waitFor();
    await hydrated(page);
    await page.getByLabel("密码").fill("not the password");
    await page.getByRole("button", { name: "确认", exact: true }).click();
    await page.getByText("密码不正确。").waitFor();
    await page.getByLabel("密码").fill(account.password);
    await page.getByRole("button", { name: "确认", exact: true }).click();
    await page.waitForURL(`${origin}/dashboard`);
    await hydrated(page);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "下载 CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    await context.close();
  });
});

describe("the owner's rule", () => {
  it("sends an account without a second factor to set one up before it reaches the dashboard", async () => {
    const account = { email: "fourth-admin@example.com", password: "a fourth passphrase" };
    await createOrResetAdministrator(database.db, account.email, account.password);
    await writeSignInPolicy(database.db, { requireSecondFactor: true });
    try {
      const { context, page } = await visitor("192.0.2.153");
      await typePassword(page, account);
      await page.waitForURL("**/dashboard/account/security?required");
      await page.getByText("所有账户都必须启用两步验证。请先添加通行密钥或身份验证器应用。").waitFor();
      await page.goto("/dashboard/products");
      expect(new URL(page.url()).pathname).toBe("/dashboard/account/security");
      // Another administrator's lost factor can be removed here; this account has none to remove.
      expect(await page.getByRole("button", { name: "删除 admin@example.com 的两步验证" }).count()).toBe(1);
      await context.close();
    } finally {
      await writeSignInPolicy(database.db, { requireSecondFactor: false });
    }
  });
});
