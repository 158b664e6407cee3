import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enquiries, mailOutbox, rateLimits } from "~/database/schema";
import { RATE_LIMITS } from "~/modules/rate-limit/policies";
import { baseUrl, database, setUpJourneyServer } from "../support/browser";
import { TEST_ADMIN } from "../support/server";

setUpJourneyServer();

/** A form post as a browser without JavaScript sends it, from the given client address (trusted from loopback). */
function post(path: string, fields: Record<string, string>, clientIp: string) {
  return fetch(`${baseUrl()}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": clientIp },
    body: new URLSearchParams(fields),
  });
}

const enquiry = { firstName: "Flood", lastName: "Test", email: "flood@example.com", message: "Hello" };

describe("the built server under a flood", () => {
  it("checks no more of 200 parallel wrong guesses than the free attempts and the waits that passed while they arrived", async () => {
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => post("/login", { email: TEST_ADMIN.email, password: `guess ${index}` }, "203.0.113.200")),
    );
    const elapsedSeconds = (performance.now() - started) / 1000;
    const statuses = responses.map((response) => response.status);
    const { freeAttempts } = RATE_LIMITS.passwordPerAccountAndAddress;
    // After the free attempts each further check waits 1 s, 2 s, 4 s …: k more need 2^k − 1 seconds of burst.
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(freeAttempts);
    expect(checked).toBeLessThanOrEqual(freeAttempts + Math.floor(Math.log2(elapsedSeconds + 1)));
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - checked);
    expect(await responses[statuses.indexOf(429)]!.text()).toContain("Too many attempts.");
  });

  it("gives no session to the right password amid 200 parallel attempts from an address in its wait, and holds up no one elsewhere", async () => {
    // An address that has already failed eight times: its next try is minutes away, however the burst is timed.
    const now = Date.now();
    await database.db.insert(rateLimits).values({
      purpose: RATE_LIMITS.passwordPerAccountAndAddress.purpose,
      key: `${TEST_ADMIN.email} 203.0.113.207`,
      hits: RATE_LIMITS.passwordPerAccountAndAddress.freeAttempts + 3,
      nextAt: new Date(now + 10 * 60_000),
      expiresAt: new Date(now + RATE_LIMITS.passwordPerAccountAndAddress.forgetAfterMs),
    });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post("/login", { email: TEST_ADMIN.email, password: index === 149 ? TEST_ADMIN.password : `guess ${index}` }, "203.0.113.207"),
      ),
    );
    expect(responses.filter((response) => response.headers.get("set-cookie")?.includes("quartz_session="))).toHaveLength(0);
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 200 }, () => 429));
    expect(await responses[149]!.text()).toContain("Too many attempts.");
    const owner = await post("/login", { email: TEST_ADMIN.email, password: TEST_ADMIN.password }, "192.0.2.200");
    expect(owner.status).toBe(302);
    expect(owner.headers.get("set-cookie")).toContain("quartz_session=");
  });

  it("refuses an enquiry flood from one address with 429 and a message in the page's language, in the form", async () => {
    const allowance = RATE_LIMITS.enquiryPerAddress.burst;
    for (let index = 0; index < allowance; index++) expect((await post("/contact-us", enquiry, "203.0.113.201")).status).toBe(200);
    const english = await post("/contact-us", enquiry, "203.0.113.201");
    expect(english.status).toBe(429);
    const englishPage = await english.text();
    expect(englishPage).toContain("We received many messages from your connection just now.");
    expect(englishPage).toContain('value="Flood"');
    const chinese = await post("/contact-us-zh", enquiry, "203.0.113.201");
    expect(chinese.status).toBe(429);
    expect(await chinese.text()).toContain("您的网络刚刚发送了较多留言，请几分钟后再试。");
    expect((await post("/contact-us", enquiry, "203.0.113.202")).status).toBe(200);
    // The other journeys on this server expect their enquiries to be mailed one by one.
    await database.db.delete(mailOutbox).where(eq(mailOutbox.replyTo, enquiry.email));
    await database.db.delete(enquiries).where(eq(enquiries.email, enquiry.email));
    await database.db.delete(rateLimits).where(eq(rateLimits.purpose, RATE_LIMITS.enquiryNotifications.purpose));
  });

  it("answers a page-view beacon flood from one address with a bare 429", async () => {
    const send = () =>
      fetch(`${baseUrl()}/resources/page-view`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.203" },
        body: JSON.stringify({ path: "/about-us" }),
      });
    const responses = await Promise.all(Array.from({ length: RATE_LIMITS.pageViewPerAddress.burst + 20 }, send));
    const accepted = responses.filter((response) => response.status === 204).length;
    // One more may slip in per second the burst takes to arrive.
    expect(accepted).toBeGreaterThanOrEqual(RATE_LIMITS.pageViewPerAddress.burst);
    expect(accepted).toBeLessThanOrEqual(RATE_LIMITS.pageViewPerAddress.burst + 3);
    const refused = responses.find((response) => response.status === 429)!;
    expect(await refused.text()).toBe("");
  });

  it("answers a reset request the same way whether or not the address has an account, and refuses a flood", async () => {
    const known = await post("/forget-password", { email: TEST_ADMIN.email }, "203.0.113.204");
    const unknown = await post("/forget-password", { email: "nobody@example.com" }, "203.0.113.205");
    expect([known.status, known.headers.get("location")]).toEqual([302, "/login?notice=reset-requested"]);
    expect([unknown.status, unknown.headers.get("location")]).toEqual([302, "/login?notice=reset-requested"]);
    let refused: Response | undefined;
    for (let index = 0; index < RATE_LIMITS.passwordResetPerAddress.burst + 1; index++) {
      refused = await post("/forget-password", { email: `someone${index}@example.com` }, "203.0.113.206");
    }
    expect(refused!.status).toBe(429);
    // The wait named is the limit's own (one request per six minutes), not a fixed minute.
    expect(await refused!.text()).toMatch(/Please try again in 6 minutes\./);
  });
});
