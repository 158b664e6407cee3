import { describe, expect, it } from "vitest";
import { likeLiteral } from "./like-pattern";

describe("likeLiteral", () => {
  it("escapes LIKE's wildcards and its escape character, and leaves other text alone", () => {
    expect(likeLiteral("saide/calacatta-gold")).toBe("saide/calacatta-gold");
    expect(likeLiteral("100%_pure\\white")).toBe("100\\%\\_pure\\\\white");
  });
});
