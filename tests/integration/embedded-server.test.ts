import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { waitForMail } from "../support/mail";
import { startBuiltServer, TEST_ADMIN } from "../support/server";

/** The newcomer's path: the built server on the embedded database, stopped and started again. */
describe("the server on its embedded database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "quartz-embedded-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const productLinks = (html: string) => html.match(/href="\/product\/[^"]+"/g) ?? [];

  async function signIn(baseUrl: string): Promise<string> {
    const response = await fetch(`${baseUrl}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(TEST_ADMIN),
    });
    expect(response.status).toBe(302);
    return response.headers.get("set-cookie")!.split(";")[0]!;
  }

  it("seeds once, keeps enquiries across a restart, and mails the owners", async () => {
    const first = await startBuiltServer({ DATA_DIR: dataDir });
    const brandCenter = await (await fetch(`${first.baseUrl}/brand-center`)).text();
    const seededProducts = productLinks(brandCenter).length;
    expect(seededProducts).toBeGreaterThanOrEqual(12);

    const sender = `embedded.${Date.now()}@example.com`;
    const submitted = await fetch(`${first.baseUrl}/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ firstName: "Embedded", lastName: "Check", email: sender, message: "persist me" }),
    });
    expect(await submitted.text()).toContain("We have received your request");
    expect(await waitForMail(dataDir, sender)).toContain("Form source: Contact page");
    await first.stop();
    expect(first.process.exitCode).toBe(0);

    const second = await startBuiltServer({ DATA_DIR: dataDir });
    try {
      expect(productLinks(await (await fetch(`${second.baseUrl}/brand-center`)).text()).length).toBe(seededProducts);
      const cookie = await signIn(second.baseUrl);
      const dashboard = await (await fetch(`${second.baseUrl}/dashboard`, { headers: { cookie } })).text();
      expect(dashboard).toContain(sender);
      expect(dashboard).toContain("persist me");
    } finally {
      await second.stop();
    }
  });
});
