import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { backups } from "~/database/schema";
import { browser, database, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

describe("backups in the dashboard", () => {
  it("lets the owner back up now, see the result and download the archive; a failure shows on every page until one succeeds", async () => {
    const { page, context } = await signedInPage(browser);
    try {
      await page.goto("/dashboard/backups");
      await expect.poll(() => page.getByRole("heading", { name: "备份" }).isVisible()).toBe(true);
      await page.getByRole("button", { name: "立即备份" }).click();
      await page.waitForURL(/\/dashboard\/backups\?started/);
      // The URL changes before React commits the new page, so wait for the notice rather than sample it.
      await page.getByText("备份已开始").waitFor();

      let succeeded = 0;
      for (let attempt = 0; attempt < 60 && succeeded === 0; attempt += 1) {
        await page.waitForTimeout(500);
        // The server makes its own daily backup too: only the one started here counts.
        succeeded = (
          await database.db
            .select({ id: backups.id })
            .from(backups)
            .where(and(eq(backups.status, "succeeded"), eq(backups.trigger, "manual")))
        ).length;
      }
      expect(succeeded).toBe(1);
      await page.reload();
      const row = page.getByRole("row").filter({ hasText: "手动" });
      expect(await row.getByText("成功").isVisible()).toBe(true);
      const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("link", { name: "下载" }).click()]);
      expect(download.suggestedFilename()).toMatch(/^quartz-backup-.*\.tar\.gz$/);

      // A failed attempt newer than the success: the owner is told on any dashboard page.
      await database.db.insert(backups).values({
        trigger: "scheduled",
        scheduledFor: "2000-01-01",
        status: "failed",
        fileName: "x.tar.gz",
        error: "No space left on device",
        startedAt: new Date(Date.now() + 1000),
      });
      await page.goto("/dashboard/products");
      expect(await page.getByText("最近一次备份失败。").isVisible()).toBe(true);
      await page.getByRole("link", { name: "打开“备份”页面查看原因并立即备份。" }).click();
      await page.waitForURL("**/dashboard/backups");
      await page.getByText("原因：No space left on device").waitFor();
    } finally {
      await database.db.delete(backups).where(eq(backups.trigger, "manual"));
      await database.db.delete(backups).where(eq(backups.scheduledFor, "2000-01-01"));
      await context.close();
    }
  });
});
