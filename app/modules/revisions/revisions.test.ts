import { describe, expect, it } from "vitest";
import { changedFields, revisionsPath } from "./revisions";

describe("changedFields", () => {
  it("names the fields whose text differs, including ones added or emptied", () => {
    expect(changedFields({ name: "Saide", phone: "1", fax: "2" }, { name: "Saide", phone: "3", website: "https://saide.cn" })).toEqual([
      "phone",
      "fax",
      "website",
    ]);
  });

  it("treats a missing field and an empty one alike, and the first revision as changing nothing", () => {
    expect(changedFields({ name: "Saide", fax: "" }, { name: "Saide" })).toEqual([]);
    expect(changedFields(null, { name: "Saide" })).toEqual([]);
  });
});

describe("revisionsPath", () => {
  it("keeps an id with slashes or spaces in one path segment", () => {
    expect(revisionsPath("category", "a/b c")).toBe("/dashboard/revisions/category/a%2Fb%20c");
  });
});
