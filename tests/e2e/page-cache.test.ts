import { describe, expect, it } from "vitest";
import { browser, hydrated, newPage, setUpJourneys } from "../support/browser";

setUpJourneys();

type ViolationWindow = { cspViolations: string[] };

describe("a page from the page cache in Chromium", () => {
  it("revalidates on reload with a 304 without a new policy, and the kept page's script still runs under the policy it kept", async () => {
    const { context, page } = await newPage(browser);
    try {
      await context.addInitScript(() => {
        const violations: string[] = [];
        Object.assign(window, { cspViolations: violations });
        document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      // Twice first, so the browser keeps a copy that came from the cache, with the nonce the cache put in.
      await page.goto("/about-us");
      const cached = await page.goto("/about-us");
      expect(cached?.headers()["x-page-cache"]).toBe("hit");

      // Playwright reports a revalidated page as the browser shows it (200); the wire tells what the server sent.
      const session = await context.newCDPSession(page);
      await session.send("Network.enable");
      const documentRequests = new Set<string>();
      const wire: { status: number; policy: string | undefined }[] = [];
      session.on("Network.requestWillBeSent", (event) => {
        if (event.type === "Document") documentRequests.add(event.requestId);
      });
      session.on("Network.responseReceivedExtraInfo", (event) => {
        if (!documentRequests.has(event.requestId)) return;
        wire.push({
          status: event.statusCode,
          policy: Object.entries(event.headers).find(([name]) => name.toLowerCase() === "content-security-policy")?.[1],
        });
      });
      await page.reload();
      expect(wire).toEqual([{ status: 304, policy: undefined }]);

      // The page's enhancement script ran again under the policy the browser kept.
      await hydrated(page);
      const violations = await page.evaluate(() => (window as unknown as ViolationWindow).cspViolations);
      expect(violations.filter((violation) => violation.endsWith(" inline"))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
