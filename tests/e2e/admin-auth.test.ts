import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createOrResetAdministrator } from "~/modules/auth/accounts.server";
import {
  baseUrl,
  browser,
  database,
  dataDir,
  hydrated,
  newPage,
  runUntilSlideChanges,
  setUpJourneys,
  signedInPage,
} from "../support/browser";
import { waitForMail } from "../support/mail";
import { TEST_ADMIN } from "../support/server";

setUpJourneys();

/** A fresh browser from an address of its own, so the sign-in throttle of one test never touches another. */
const freshVisitor = (ip: string) => browser.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { "x-forwarded-for": ip } });

async function login(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

describe("login", () => {
  it("shows the required login screen and a red alert for a wrong password", async () => {
    const context = await freshVisitor("192.0.2.10");
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByRole("heading", { name: "Dashboard Management" }).waitFor();
    await page.getByRole("heading", { name: "Login" }).waitFor();
    expect(await page.getByLabel("Email Address *").getAttribute("type")).toBe("email");
    expect(await page.getByLabel("Password *").getAttribute("type")).toBe("password");
    expect(await page.locator("footer").count()).toBe(0);
    await login(page, TEST_ADMIN.email, "not the password");
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("Login failed - something is wrong");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/forget-password");
    await context.close();
  });

  it("goes to the root path, which shows the dashboard, and signs out back to /", async () => {
    const context = await freshVisitor("192.0.2.11");
    const page = await context.newPage();
    await page.goto("/login");
    await login(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "联系表单" }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("zh-CN");
    expect(await page.locator("footer").count()).toBe(0);

    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await page.goto("/login");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await page.goto("/forget-password");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await page.goto("/about-us");
    expect(await page.getByRole("link", { name: "Login" }).count()).toBe(0);

    await page.goto("/dashboard");
    await page.getByRole("button", { name: "退出登录" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole("link", { name: "Login" }).first().waitFor();
    await page.goto("/dashboard/products");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("ends the session on the server at sign-out: the old cookie no longer works", async () => {
    const { context, page } = await signedInPage(browser);
    const cookies = await context.cookies();
    await page.getByRole("button", { name: "退出登录" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    const replay = await fetch(`${baseUrl()}/dashboard`, {
      redirect: "manual",
      headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") },
    });
    expect(replay.status).toBe(302);
    await context.close();
  });

  it("advances the login hero carousel every 5 seconds", async () => {
    const { context, page } = await newPage(browser);
    await page.clock.install();
    await page.goto("/login");
    await hydrated(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await runUntilSlideChanges(page, 5100, { stepMs: 50 });
    const interval = await runUntilSlideChanges(page, 5500, { stepMs: 50, unchangedForMs: 4950 });
    expect(interval).toBeGreaterThanOrEqual(4950);
    expect(interval).toBeLessThanOrEqual(5050);
    await context.close();
  });
});

describe("brute force", () => {
  it("after five wrong passwords from one address refuses even the right one there, while the owner signs in from another", async () => {
    const target = { email: "brute-force-target@example.com", password: "the right password" };
    await createOrResetAdministrator(database.db, target.email, target.password);
    const post = (password: string, clientIp: string) =>
      fetch(`${baseUrl()}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "x-forwarded-for": clientIp, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: target.email, password }),
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await post(`guess ${attempt}`, "203.0.113.66")).status).toBe(401);
    const refused = await post(target.password, "203.0.113.66");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect(await refused.text()).toContain("Too many attempts. Please wait a few seconds and try again.");

    const owner = await post(target.password, "192.0.2.66");
    expect(owner.status).toBe(302);
    expect(owner.headers.get("set-cookie")).toContain("quartz_session=");
    const bystander = await fetch(`${baseUrl()}/brand-center`, { headers: { "x-forwarded-for": "198.51.100.99" } });
    expect(bystander.status).toBe(200);
  });
});

describe("password reset", () => {
  it("mails a single-use link that sets a new password; an unknown address looks the same", async () => {
    const account = { email: "forgetful@example.com", password: "original password" };
    await createOrResetAdministrator(database.db, account.email, account.password);
    const context = await freshVisitor("192.0.2.20");
    const page = await context.newPage();
    for (const email of ["nobody-here@example.com", account.email]) {
      await page.goto("/forget-password");
      await page.getByRole("heading", { name: "Dashboard Management" }).waitFor();
      await hydrated(page);
      await page.getByLabel(/^Email Address/).fill(email);
      await page.getByRole("button", { name: "Password Reset" }).click();
      await page.waitForURL("**/login?notice=reset-requested");
    }
    const mail = await waitForMail(dataDir(), `To: ${account.email}`);
    const link = mail.match(/https?:\/\/[^\s]+\/reset-password\/[\w-]+/)![0];
    await page.goto(new URL(link).pathname);
    await hydrated(page);
    await page.getByLabel(/^New password/).fill("a new password 2026");
    await page.getByLabel(/^Repeat the new password/).fill("a new password 2026");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.waitForURL("**/login?notice=password-changed");
    await login(page, account.email, "a new password 2026");
    await page.waitForURL("**/dashboard");

    const second = await context.newPage();
    await second.goto(new URL(link).pathname);
    await second.getByText("This link has expired or was already used").waitFor();
    await context.close();
  });

  it("shows the red alert for an address the browser would not accept", async () => {
    const response = await fetch(`${baseUrl()}/forget-password`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=not-an-address",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Reset failed - something is wrong");
  });
});

describe("account", () => {
  it("sends a verification email, confirms it from the link, then says the account is already verified", async () => {
    const account = { email: "verify-me@example.com", password: "verify me please" };
    await createOrResetAdministrator(database.db, account.email, account.password);
    const context = await freshVisitor("192.0.2.30");
    const page = await context.newPage();
    await page.goto("/login");
    await login(page, account.email, account.password);
    await page.waitForURL("**/dashboard");
    await page.getByRole("link", { name: "账户", exact: true }).click();
    await page.getByText("未验证").waitFor();
    await page.getByRole("button", { name: "发送验证邮件" }).click();
    await page.getByText("验证邮件已发送。").waitFor();
    const mail = await waitForMail(dataDir(), `To: ${account.email}`);
    const link = mail.match(/https?:\/\/[^\s]+\/verify-email\/[\w-]+/)![0];
    await page.goto(new URL(link).pathname);
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Your email address is verified.").waitFor();
    await page.goto("/dashboard/account");
    await page.getByText("已验证").first().waitFor();
    await page.getByRole("button", { name: "发送验证邮件" }).click();
    await page.getByText("该账户已经验证过了。").waitFor();
    await context.close();
  });

  it("changes the password with the current one and signs other devices out", async () => {
    const account = { email: "rotate@example.com", password: "first password" };
    await createOrResetAdministrator(database.db, account.email, account.password);
    const devices = await Promise.all(["192.0.2.41", "192.0.2.42"].map(freshVisitor));
    const [here, there] = await Promise.all(devices.map((device) => device.newPage()));
    for (const page of [here!, there!]) {
      await page.goto("/login");
      await login(page, account.email, account.password);
      await page.waitForURL("**/dashboard");
    }
    await here!.goto("/dashboard/account");
    const form = here!.locator("form").filter({ has: here!.getByRole("button", { name: "修改密码" }) });
    await form.getByLabel("当前密码").fill("wrong");
    await form.getByLabel("新密码", { exact: true }).fill("second password");
    await form.getByLabel("再次输入新密码").fill("second password");
    await form.getByRole("button", { name: "修改密码" }).click();
    await here!.getByText("当前密码不正确。").waitFor();
    await form.getByLabel("当前密码").fill(account.password);
    await form.getByLabel("新密码", { exact: true }).fill("second password");
    await form.getByLabel("再次输入新密码").fill("second password");
    await form.getByRole("button", { name: "修改密码" }).click();
    await here!.getByText("密码已修改，其他设备已退出登录。").waitFor();
    await here!.goto("/dashboard");
    expect(new URL(here!.url()).pathname).toBe("/dashboard");
    // The device signed out by the change is sent to sign in again, told why.
    await there!.goto("/dashboard");
    expect(new URL(there!.url()).pathname).toBe("/login");
    await there!.getByText("You were signed out").waitFor();
    await Promise.all(devices.map((device) => device.close()));
  });
});
