import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { productFormSchema } from "./product-form";

const posted = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries({ titleEn: "Slab", descriptionEn: "White.", photoUrl: "/media/saide/slab.jpg", ...fields }))
    body.set(name, value);
  return parseWithZod(body, { schema: productFormSchema });
};

describe("the product form schema", () => {
  it("reads an unticked box, which the browser does not send, as no", () => {
    const submission = posted({ visible: "on" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && [submission.value.visible, submission.value.homepage]).toEqual([true, false]);
  });

  it("splits keywords on ASCII, full-width and enumeration commas", () => {
    const submission = posted({ keywords: "white, gold", keywordsZh: "白色，金色、卡拉卡塔" });
    expect(submission.status === "success" && [submission.value.keywords, submission.value.keywordsZh]).toEqual([
      ["white", "gold"],
      ["白色", "金色", "卡拉卡塔"],
    ]);
  });

  it("answers with error codes per field, for the dashboard to put into words", () => {
    const submission = posted({ titleEn: "", descriptionEn: "\n \n", photoUrl: "https://elsewhere.example/x.jpg" });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toMatchObject({
      titleEn: ["required"],
      descriptionEn: ["required"],
      photoUrl: ["photoUrlInvalid"],
    });
  });
});
