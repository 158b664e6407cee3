import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { adminEnquiryInboxZh } from "~/i18n/admin-enquiry-inbox";
import { bulkStatusFormSchema, inboxFiltersFrom, inboxQuery, notesFormSchema } from "./inbox";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("inbox filters", () => {
  it("reads the filters from the address and writes them back the same", () => {
    const filters = inboxFiltersFrom(
      new URLSearchParams("status=quoted&from=2026-01-01&to=2026-01-31&product=p1&q=%E5%8D%A1%E6%8B%89%E6%8B%89"),
    );
    expect(filters).toEqual({ status: "quoted", from: "2026-01-01", to: "2026-01-31", product: "p1", q: "卡拉拉" });
    expect(inboxFiltersFrom(new URLSearchParams(inboxQuery(filters)))).toEqual(filters);
  });

  it("drops values that make no sense instead of failing the page", () => {
    expect(inboxFiltersFrom(new URLSearchParams("status=archived&from=yesterday&to=2026-13-45&q=&product="))).toEqual({});
  });

  it("bounds the search text", () => {
    expect(inboxFiltersFrom(new URLSearchParams({ q: "a".repeat(500) })).q).toHaveLength(100);
  });

  it("adds the page to the query and leaves empty filters out", () => {
    expect(inboxQuery({ status: "spam" }, { page: "2" })).toBe("status=spam&page=2");
  });
});

describe("inbox forms", () => {
  it("asks for at least one enquiry when marking several", () => {
    const submission = parseWithZod(
      form([
        ["intent", "bulk-status"],
        ["status", "spam"],
      ]),
      { schema: bulkStatusFormSchema(adminEnquiryInboxZh) },
    );
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error?.ids).toEqual(["请至少选择一条留言。"]);
  });

  it("accepts several ticked enquiries", () => {
    const ids = ["5a1de000-0000-4000-8000-000000000001", "5a1de000-0000-4000-8000-000000000002"];
    const submission = parseWithZod(
      form([["intent", "bulk-status"], ["status", "won"], ...ids.map((id): [string, string] => ["ids", id])]),
      {
        schema: bulkStatusFormSchema(adminEnquiryInboxZh),
      },
    );
    expect(submission.status === "success" && submission.value.ids).toEqual(ids);
  });

  it("refuses notes that are too long, in Chinese", () => {
    const submission = parseWithZod(
      form([
        ["intent", "notes"],
        ["id", "5a1de000-0000-4000-8000-000000000001"],
        ["version", "0"],
        ["notes", "备".repeat(2001)],
      ]),
      {
        schema: notesFormSchema(adminEnquiryInboxZh),
      },
    );
    expect(submission.status === "error" && submission.error?.notes).toEqual(["最多 2000 个字符。"]);
  });
});
