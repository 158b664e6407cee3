import { describe, expect, it } from "vitest";
import { rememberedTrust } from "./remembered-trust";

describe("rememberedTrust", () => {
  it("answers as the test it wraps, per address and hop, asking it once for each", () => {
    const asked: string[] = [];
    const trust = rememberedTrust((address, hop) => {
      asked.push(`${hop} ${address}`);
      return address === "127.0.0.1" && hop === 0;
    });
    expect([trust("127.0.0.1", 0), trust("127.0.0.1", 0), trust("127.0.0.1", 1), trust("203.0.113.9", 0), trust("203.0.113.9", 0)]).toEqual(
      [true, true, false, false, false],
    );
    expect(asked).toEqual(["0 127.0.0.1", "1 127.0.0.1", "0 203.0.113.9"]);
  });

  it("keeps at most a thousand answers, however many addresses a forged chain brings", () => {
    let asked = 0;
    const trust = rememberedTrust(() => {
      asked += 1;
      return false;
    });
    for (let i = 0; i < 5000; i += 1) trust(`198.51.${i >> 8}.${i & 255}`, 0);
    expect(asked).toBe(5000);
    trust("198.51.19.135", 0); // the 5,000th address, among the last thousand kept
    expect(asked).toBe(5000);
    trust("198.51.0.0", 0); // the first, forgotten
    expect(asked).toBe(5001);
  });
});
