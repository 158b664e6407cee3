import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with the UTF-8 byte-order mark and keeps Chinese as it is", () => {
    const csv = toCsv([
      ["姓名", "留言"],
      ["王小明", "需要卡拉拉白样品"],
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1)).toBe("姓名,留言\r\n王小明,需要卡拉拉白样品\r\n");
  });

  it("quotes cells with commas, quotes and line breaks", () => {
    expect(toCsv([["a,b", 'say "hi"', "two\nlines", "plain"]]).slice(1)).toBe('"a,b","say ""hi""","two\nlines",plain\r\n');
  });

  it("makes cells that a spreadsheet would run as a formula into text", () => {
    const csv = toCsv([['=HYPERLINK("http://evil")', "+1", "-2", "@SUM(A1)", "a=b"]]).slice(1);
    expect(csv).toBe('"\'=HYPERLINK(""http://evil"")",\'+1,\'-2,\'@SUM(A1),a=b\r\n');
  });
});
