import { describe, expect, it } from "vitest";
import { newRecoveryCode, normalizeRecoveryCode } from "./recovery-codes.server";

describe("recovery codes", () => {
  it("are four groups of four unambiguous characters, each drawn anew", () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("read the same typed in lower case, with spaces or without dashes", () => {
    expect(normalizeRecoveryCode("abcd-efgh jkmn-pqrs")).toBe("ABCDEFGHJKMNPQRS");
    expect(normalizeRecoveryCode(" ABCDEFGHJKMNPQRS ")).toBe("ABCDEFGHJKMNPQRS");
  });
});
