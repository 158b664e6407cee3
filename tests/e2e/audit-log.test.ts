import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { products, users } from "~/database/schema";
import { adminAuditZh } from "~/i18n/admin-audit";
import { recordAuditEvent } from "~/modules/audit/audit-log.server";
import { accessibilityViolations } from "../support/accessibility";
import { baseUrl, browser, database, hydrated, setUpJourneys, signedInPage } from "../support/browser";
import { productTexts } from "../support/product-texts";
import { TEST_ADMIN } from "../support/server";

setUpJourneys();

const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);
const text = adminAuditZh;
const colleagueEmail = `colleague-${unique()}@example.com`;
let productId = "";

afterAll(async () => {
  await database.db.delete(users).where(eq(users.email, colleagueEmail));
  if (productId) await database.db.delete(products).where(eq(products.id, productId));
});

describe("the owner's audit screen", () => {
  it("shows a failed sign-in and a product deleted, and only the chosen person's acts when filtered", async () => {
    const [demo] = await database.db.select().from(products).where(eq(products.id, "calacatta-gold"));
    const titleZh = `审计删除 ${unique()}`;
    productId = `audit-delete-${unique()}`;
    await database.db.insert(products).values({
      id: productId,
      texts: productTexts(
        { title: `Audit Delete ${productId}`, description: ["A slab to delete."] },
        { zh: { title: titleZh, description: ["待删除的板材。"] } },
      ),
      photoUrl: demo!.photoUrl,
      photoVariants: demo!.photoVariants,
      categoryId: demo!.categoryId,
      sortOrder: 10_000,
    });
    // A colleague's export: in the log, but not among the owner's acts.
    const [colleague] = await database.db.insert(users).values({ email: colleagueEmail, passwordHash: "x", role: "sales" }).returning();
    await recordAuditEvent(database.db, {
      action: "export",
      actor: { id: colleague!.id, email: colleagueEmail },
      ipAddress: "192.0.2.91",
      subject: "enquiries.xlsx",
    });

    // Someone who knows the owner's address tries a wrong password from an address of their own.
    const guesser = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.199" } });
    const login = await guesser.newPage();
    await login.goto(`${baseUrl()}/login`);
    await login.getByLabel(/^Email Address/).fill(TEST_ADMIN.email);
    await login.getByLabel(/^Password/).fill("not the password");
    await login.getByRole("button", { name: "Login" }).click();
    await login.getByRole("alert").waitFor();
    await guesser.close();

    const { context, page } = await signedInPage(browser, { path: "/dashboard/products" });
    await hydrated(page);
    const card = page.getByRole("article", { name: titleZh });
    await card.locator("summary").click();
    await card.getByRole("button", { name: "删除", exact: true }).click();
    await page.getByText("产品已删除。").waitFor();
    productId = "";

    await page.getByRole("link", { name: text.tab }).first().click();
    await page.getByRole("heading", { name: text.heading }).waitFor();
    await hydrated(page);
    await page.getByRole("row").filter({ hasText: "192.0.2.91" }).waitFor();

    await page.getByLabel(text.filters.person).selectOption({ label: TEST_ADMIN.email });
    await page.getByRole("button", { name: text.filters.apply }).click();
    await page.waitForURL(/person=/);
    await expect.poll(() => page.getByRole("row").filter({ hasText: "192.0.2.91" }).count()).toBe(0);
    const failed = page.getByRole("row").filter({ hasText: "203.0.113.199" });
    expect(await failed.textContent()).toContain(text.withDetail(text.actions["sign-in-failed"], text.reasons["wrong-password"]!));
    expect(await failed.textContent()).toContain(TEST_ADMIN.email);
    const deleted = page.getByRole("row").filter({ hasText: text.subjectOf(text.subjects.product!, titleZh) });
    expect(await deleted.textContent()).toContain(text.actions.delete);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
