import { describe, expect, it } from "vitest";
import { adminEnquiryInboxZh } from "~/i18n/admin-enquiry-inbox";
import { productEnquiryEn, productEnquiryZh } from "~/i18n/product-enquiry";
import { requestDescription } from "./inbox";
import { enquiryPrefill, offeredChoice, productChoiceFromQuery, type ProductOffer } from "./product-request";

const polished = { id: "f1", kind: "finish" as const, slug: "polished", label: "Polished" };
const honed = { id: "f2", kind: "finish" as const, slug: "honed", label: "Honed" };
const offer: ProductOffer = { thicknessesMm: [20, 30], finishes: [polished, honed] };

describe("the product page's choice in the contact page's address", () => {
  it("reads the request, thickness and finish the product offers", () => {
    expect(productChoiceFromQuery(new URLSearchParams("request=sample&thickness=20&finish=polished"), offer)).toEqual({
      request: "sample",
      thicknessMm: 20,
      finish: polished,
    });
  });

  it("leaves out a thickness or finish the product does not offer, and anything malformed", () => {
    expect(productChoiceFromQuery(new URLSearchParams("request=question&thickness=12&finish=leathered"), offer)).toEqual({
      request: "question",
      thicknessMm: null,
      finish: null,
    });
    expect(productChoiceFromQuery(new URLSearchParams("request=sample&thickness=20mm&finish=%3Cscript%3E"), offer)).toEqual({
      request: "sample",
      thicknessMm: null,
      finish: null,
    });
  });

  it("is no choice without a request the form knows", () => {
    expect(productChoiceFromQuery(new URLSearchParams("thickness=20&finish=polished"), offer)).toBeNull();
    expect(productChoiceFromQuery(new URLSearchParams("request=quote&thickness=20"), offer)).toBeNull();
  });
});

describe("the enquiry form's choice checked against the product", () => {
  it("accepts what the product offers, or nothing chosen, and refuses anything else", () => {
    expect(offeredChoice(offer, { thickness: 30, finish: "honed" })).toEqual({ thicknessMm: 30, finish: honed });
    expect(offeredChoice(offer, {})).toEqual({ thicknessMm: null, finish: null });
    expect(offeredChoice(offer, { thickness: 12, finish: "honed" })).toBeNull();
    expect(offeredChoice(offer, { thickness: 20, finish: "leathered" })).toBeNull();
  });
});

describe("the pre-filled enquiry", () => {
  it("names the product, thickness and finish in the page's language, and carries them in hidden fields", () => {
    const choice = { request: "sample" as const, thicknessMm: 20, finish: polished };
    expect(enquiryPrefill(productEnquiryEn, "Calacatta Gold", choice)).toEqual({
      summary: "Sample request: Calacatta Gold, 20 mm, Polished",
      fields: { request: "sample", thickness: "20", finish: "polished" },
      message: "Hello, I would like a sample of Calacatta Gold, 20 mm, Polished. Please let me know the cost and how long delivery takes.",
    });
    const question = enquiryPrefill(productEnquiryZh, "卡拉卡塔金", {
      request: "question",
      thicknessMm: null,
      finish: { ...honed, label: "哑光" },
    });
    expect(question.summary).toBe("产品咨询：卡拉卡塔金（哑光）");
    expect(question.fields).toEqual({ request: "question", finish: "honed" });
  });

  it("reads back in the inbox as one line", () => {
    expect(requestDescription({ request: "sample", thicknessMm: 20, finish: "抛光" }, adminEnquiryInboxZh)).toBe("样品申请，20 mm，抛光");
    expect(requestDescription({ request: null, thicknessMm: null, finish: null }, adminEnquiryInboxZh)).toBeNull();
  });
});
