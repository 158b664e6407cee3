import { describe, expect, it } from "vitest";
import { adminEnquiryInboxZh } from "~/i18n/admin-enquiry-inbox";
import { enquiriesCsv, enquiryTable } from "./enquiry-export";

const row = {
  id: "5a1de000-0000-4000-8000-000000000001",
  firstName: "小明",
  lastName: "王",
  email: "wang@example.com",
  phone: "+86 138 0000 0000",
  message: "=需要样品, 20mm",
  source: "product" as const,
  language: "zh" as const,
  productId: "calacatta-gold",
  productTitle: "Calacatta Gold",
  collectionId: null,
  ipAddress: "",
  readAt: null,
  status: "quoted" as const,
  notes: "",
  notesVersion: 0,
  pagePath: "/product-zh/calacatta-gold",
  referrer: "",
  utmSource: "baidu",
  utmMedium: "",
  utmCampaign: "",
  request: "sample" as const,
  thicknessMm: 20,
  finish: "抛光",
  country: "CN",
  company: "",
  destinationPort: "",
  incoterm: null,
  requestNumber: null,
  cargoLimitKg: null,
  assigneeId: null,
  createdAt: new Date("2026-03-01T02:30:00Z"),
};

describe("enquiriesCsv", () => {
  it("writes Chinese headings, statuses, the sample request, the language and the site's local time, and neutralises a formula in the message", () => {
    const csv = enquiriesCsv(
      [row],
      adminEnquiryInboxZh,
      { homepage: "首页", contact: "联系页面", product: "产品页面", collection: "系列", quote: "报价清单" },
      "Asia/Shanghai",
    );
    const [heading, line] = csv.slice(1).split("\r\n");
    expect(heading).toBe(
      "收到时间,状态,名,姓,邮箱,电话,留言,产品,需求,厚度（mm）,表面处理,表单,页面,来源网站,utm_source,utm_medium,utm_campaign,国家/地区,备注,语言",
    );
    expect(line).toBe(
      `2026年3月1日 10:30,已报价,小明,王,wang@example.com,'+86 138 0000 0000,"'=需要样品, 20mm",Calacatta Gold,样品申请,20,抛光,产品页面,/product-zh/calacatta-gold,,baidu,,,CN,,中文`,
    );
  });

  it("names the language an enquiry was sent in, in the dashboard's language, in the last column", () => {
    const sources = { homepage: "首页", contact: "联系页面", product: "产品页面", collection: "系列", quote: "报价清单" };
    const table = enquiryTable(
      [
        { ...row, language: "es" },
        { ...row, language: "ru" },
      ],
      adminEnquiryInboxZh,
      sources,
      "Asia/Shanghai",
    );
    expect(table.map((cells) => cells.at(-1))).toEqual(["语言", "西班牙语", "俄语"]);
  });
});
