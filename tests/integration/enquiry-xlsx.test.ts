import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { enquiries } from "~/database/schema";
import { adminEnquiryInboxZh } from "~/i18n/admin-enquiry-inbox";
import { exportEnquiries } from "~/modules/enquiries/enquiries.server";
import { enquiriesCsv, enquiryTable } from "~/modules/enquiries/enquiry-export";
import { inboxFiltersFrom } from "~/modules/enquiries/inbox";
import { toXlsx } from "~/modules/spreadsheets/xlsx.server";
import { databaseKinds, openTestDatabase } from "../support/database";

const timeZone = "Asia/Shanghai";
const sources = { homepage: "首页", contact: "联系页面", product: "产品页面", collection: "系列", quote: "报价清单" };

describe.each(databaseKinds)("enquiries as an Excel file on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(enquiries).values([
      {
        firstName: "小明",
        lastName: "王",
        email: "wang@buyer.cn",
        phone: "+86 0138 0000 0000",
        message: '=HYPERLINK("http://evil")\n需要卡拉拉白样品，20mm 抛光面。',
        source: "product",
        language: "zh",
        productId: "calacatta-gold",
        productTitle: "卡拉卡塔金 Calacatta Gold",
        status: "quoted",
        notes: "已发报价单",
        utmSource: "baidu",
        createdAt: new Date("2026-11-20T02:30:00Z"),
      },
      {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@buyer.co.uk",
        message: "Samples please",
        source: "contact",
        language: "en",
        status: "spam",
        createdAt: new Date("2026-11-21T02:30:00Z"),
      },
    ]);
  });
  afterAll(() => database.close());

  it("holds the filtered list cell by cell as the CSV does, Chinese intact, a formula kept as text", async () => {
    const rows = await exportEnquiries(database.db, inboxFiltersFrom(new URLSearchParams("status=quoted")), timeZone);
    const table = enquiryTable(rows, adminEnquiryInboxZh, sources, timeZone);
    const sheet = await readSheet(await toXlsx(table));
    const read = sheet.map((row) => row.map((cell) => (cell === null ? "" : String(cell))));
    expect(read).toEqual(table);
    expect(read).toHaveLength(2);
    expect(read[0]![0]).toBe("收到时间");
    expect(read[1]!.slice(0, 8)).toEqual([
      "2026年11月20日 10:30",
      "已报价",
      "小明",
      "王",
      "wang@buyer.cn",
      "+86 0138 0000 0000",
      '=HYPERLINK("http://evil")\n需要卡拉拉白样品，20mm 抛光面。',
      "卡拉卡塔金 Calacatta Gold",
    ]);
    expect(enquiriesCsv(rows, adminEnquiryInboxZh, sources, timeZone)).toContain("已报价,小明,王,wang@buyer.cn");
  });
});
