import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { matchTotpStep, newTotpSecret, TOTP_WINDOW } from "./totp.server";

const secret = newTotpSecret();
const app = new TOTP({ secret: Secret.fromBase32(secret) });
const STEP_MS = 30_000;
/** The start of a time step, so a test knows which step "now" falls in. */
const stepStart = new Date(Math.floor(Date.UTC(2026, 11, 1, 9) / STEP_MS) * STEP_MS);
const at = (offsetMs: number) => new Date(stepStart.getTime() + offsetMs);
const codeAt = (moment: Date) => app.generate({ timestamp: moment.getTime() });

describe("authenticator codes (RFC 6238)", () => {
  it("makes a 160-bit base32 secret, different each time", () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("accepts the current code, and the one of the step before or after (a phone's clock a little off)", () => {
    const now = at(10_000);
    const step = Math.floor(now.getTime() / STEP_MS);
    expect(matchTotpStep(secret, codeAt(now), now)).toBe(step);
    expect(matchTotpStep(secret, codeAt(at(-STEP_MS)), now)).toBe(step - 1);
    expect(matchTotpStep(secret, codeAt(at(STEP_MS)), now)).toBe(step + 1);
    expect(TOTP_WINDOW).toBe(1);
  });

  it("refuses codes two steps away or more, and anything but six digits", () => {
    const now = at(10_000);
    expect(matchTotpStep(secret, codeAt(at(-2 * STEP_MS)), now)).toBeNull();
    expect(matchTotpStep(secret, codeAt(at(2 * STEP_MS)), now)).toBeNull();
    expect(matchTotpStep(secret, "12345", now)).toBeNull();
    expect(matchTotpStep(secret, "abcdef", now)).toBeNull();
  });

  it("reads a code typed with a space as the app shows it", () => {
    const now = at(0);
    const code = codeAt(now);
    expect(matchTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).not.toBeNull();
  });

  it("names the same step for a code throughout its window, so a code used once is refused until it expires", () => {
    // The replay guard compares steps (acceptTotpCode stores the last one accepted): a code must map to one step
    // however late within the window it comes back, or the comparison could let it through again.
    const code = codeAt(at(0));
    const steps = [0, 15_000, 29_999, STEP_MS + 10_000].map((offset) => matchTotpStep(secret, code, at(offset)));
    expect(new Set(steps).size).toBe(1);
    expect(matchTotpStep(secret, code, at(2 * STEP_MS))).toBeNull();
  });
});
