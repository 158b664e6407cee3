import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/database/schema";
import { accessibilityViolations } from "../support/accessibility";
import { browser, database, dataDir, hydrated, newPage, setUpJourneys, signedInPage } from "../support/browser";
import { waitForMailText } from "../support/mail";

setUpJourneys();

/**
 * The owner's side of the team on the shared PostgreSQL servers: an invitation's link works once, and a disabled
 * account is signed out. Each role's whole journey, with the second factor the owner requires, is roles.test.ts's, on
 * the embedded database and on PostgreSQL.
 */
describe("the owner's team", () => {
  it("invites a salesperson who sets a password and works in the dashboard until the owner disables them", async () => {
    const email = `seller-${Date.now()}@example.com`;
    const owner = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await owner.page.goto("/dashboard/accounts");
    await hydrated(owner.page);
    const invite = owner.page.locator("form").filter({ has: owner.page.getByRole("button", { name: "发送邀请", exact: true }) });
    await invite.getByLabel("邮箱地址").fill(email);
    await invite.getByLabel("姓名").fill("Chen Jing");
    await invite.getByLabel(/^销售/).check();
    await invite.getByRole("button", { name: "发送邀请", exact: true }).click();
    await owner.page.getByText(`邀请邮件正在发往 ${email}。`).waitFor();
    await owner.page.locator(`[data-invitation="${email}"]`).getByText("角色：销售").waitFor();
    expect(await accessibilityViolations(owner.page, "section:has(#accounts-heading)")).toEqual([]);

    const mail = await waitForMailText(dataDir(), `To: ${email}`);
    expect(mail).toContain("邀请您以“销售”的身份协助管理网站后台");
    const link = new URL(mail.match(/https?:\/\/\S+\/accept-invitation\/[\w-]+/)![0]);

    // The person invited opens the link in a browser of their own.
    const seller = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await seller.page.goto(link.pathname);
    await hydrated(seller.page);
    await seller.page.getByText(`您受邀担任“销售”，将使用 ${email} 登录。`).waitFor();
    expect(await accessibilityViolations(seller.page)).toEqual([]);
    expect(await seller.page.getByLabel(/^您的姓名/).inputValue()).toBe("Chen Jing");
    await seller.page.getByLabel(/^新密码/).fill("short");
    await seller.page.getByLabel(/^再次输入新密码/).fill("short");
    await seller.page.getByRole("button", { name: "创建我的账户" }).click();
    await seller.page.getByText("密码至少需要").waitFor();
    await seller.page.getByLabel(/^新密码/).fill("a selling password 2026");
    await seller.page.getByLabel(/^再次输入新密码/).fill("a selling password 2026");
    await seller.page.getByRole("button", { name: "创建我的账户" }).click();
    await seller.page.waitForURL("**/dashboard");
    const [stored] = await database.db.select().from(users).where(eq(users.email, email));
    expect(stored).toMatchObject({ role: "sales", name: "Chen Jing" });

    // The link was single use: opened again, it says so in both languages.
    const again = await newPage(browser);
    await again.page.goto(link.pathname);
    await again.page.getByText("This invitation was already accepted.").waitFor();
    await again.page.getByText("该邀请已被接受").waitFor();
    await again.context.close();

    // The owner sees the new account, and disables it.
    await owner.page.goto("/dashboard/accounts");
    const row = owner.page.locator(`tr[data-account="${email}"]`);
    await row.getByRole("cell", { name: "销售", exact: true }).waitFor();
    await row.getByText("修改", { exact: true }).click();
    await row.getByRole("button", { name: "停用" }).click();
    await owner.page.getByText(`${email} 已停用，并已在所有设备上退出登录。`).waitFor();
    await row.getByText(/^自 .* 起已停用$/).waitFor();

    // The salesperson's next click leads to the sign-in page, which says why.
    await seller.page.getByRole("navigation", { name: "后台栏目" }).getByRole("link", { name: "账户", exact: true }).click();
    await seller.page.waitForURL("**/login?notice=session-ended");
    await seller.page.getByText("You were signed out").waitFor();
    await Promise.all([owner.context.close(), seller.context.close()]);
  });
});
