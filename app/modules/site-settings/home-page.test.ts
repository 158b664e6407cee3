import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/catalogs";
import { defaultHomePage, homePageSchema, isSlideLink } from "./home-page";
import { emptySlideFormValues, homePageFormSchema, homePageFormValues, homePageFromForm } from "./home-page-form";
import { builtInImageIds } from "./site-images";

const schema = homePageFormSchema(messagesFor("zh").admin.webPages);

function formData(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("the home page document", () => {
  it("starts with the three built-in slides, 3 seconds each, and a dialog titled Contact us", () => {
    expect(homePageSchema.parse(defaultHomePage)).toEqual(defaultHomePage);
    expect(defaultHomePage.slides.map((slide) => slide.image)).toEqual(builtInImageIds);
    expect(defaultHomePage.intervalSeconds).toBe(3);
    expect(defaultHomePage.modal.texts.en.title).toBe("Contact us");
  });

  it("reads the first document shape {header, end, urls} as extra slides after the built-in ones, leaving out other hosts", () => {
    const page = homePageSchema.parse({ header: "/media/library/", end: "-1600.jpg", urls: ["spring", "autumn"] });
    expect(page.slides.map((slide) => slide.image)).toEqual([
      ...builtInImageIds,
      "/media/library/spring-1600.jpg",
      "/media/library/autumn-1600.jpg",
    ]);
    expect(page.intervalSeconds).toBe(3);
    expect(homePageSchema.parse({ header: "https://cdn.example/", end: "", urls: ["a.jpg"] }).slides).toHaveLength(3);
    expect(homePageSchema.parse({ header: "", end: "", urls: ["//cdn.example/a.jpg"] }).slides).toHaveLength(3);
  });

  it("accepts links to a page of this site or an https address only", () => {
    expect(["", "/brand-center", "/news-center-zh?x=1", "https://www.saide.cn/catalogue.pdf"].every(isSlideLink)).toBe(true);
    expect(["http://saide.cn", "//evil.example", "javascript:alert(1)", "https://", "brand-center", "/a b"].some(isSlideLink)).toBe(false);
  });

  it("refuses an interval out of bounds and a document without slides", () => {
    expect(homePageSchema.safeParse({ ...defaultHomePage, intervalSeconds: 1 }).success).toBe(false);
    expect(homePageSchema.safeParse({ ...defaultHomePage, intervalSeconds: 31 }).success).toBe(false);
    expect(homePageSchema.safeParse({ ...defaultHomePage, slides: [] }).success).toBe(false);
  });
});

describe("the home page form", () => {
  it("turns a document into form values and back unchanged", () => {
    const page = {
      ...defaultHomePage,
      slides: [
        {
          image: builtInImageIds[1]!,
          texts: {
            en: { heading: "New", text: "Calacatta", link: "/brand-center" },
            zh: { heading: "新品", text: "卡拉卡塔" },
            ar: { heading: "جديد" },
            es: { heading: "Novedad", text: "Calacatta", link: "/es/brand-center" },
          },
          textTimes: { es: { heading: "2026-12-01T08:00:00.000Z" } },
        },
      ],
      modal: { ...defaultHomePage.modal, texts: { ...defaultHomePage.modal.texts, ru: { title: "Свяжитесь с нами" } } },
    };
    const values = homePageFormValues(page);
    const parsed = schema.parse({ ...values, version: "2", draftStamp: "" });
    expect(homePageFromForm(parsed, page, new Date())).toEqual(page);
  });

  it("names each wrong field in Chinese", () => {
    const submission = schema.safeParse({
      version: "0",
      intervalSeconds: "0",
      modalTitleEn: "",
      modalTitleZh: "联系我们",
      slides: [{ ...emptySlideFormValues, image: "", linkEn: "http://insecure.example" }],
    });
    expect(submission.success).toBe(false);
    const messages = Object.fromEntries(submission.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      intervalSeconds: "请输入 2 到 30 之间的整数秒。",
      modalTitleEn: "请填写此项。",
      "slides.0.image": "请选择一张图片。",
      "slides.0.linkEn": "请输入本网站的页面（例如 /brand-center），或以 https:// 开头的网址。",
    });
  });

  it("reads the browser's form fields, slides as a list", async () => {
    const { parseWithZod } = await import("@conform-to/zod/v4");
    const submission = parseWithZod(
      formData({
        version: "1",
        draftStamp: "",
        intervalSeconds: "5",
        modalTitleEn: "Talk to us",
        modalTitleZh: "联系我们",
        "slides[0].image": builtInImageIds[2]!,
        "slides[0].headingZh": "标题",
      }),
      { schema },
    );
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(homePageFromForm(submission.value, defaultHomePage, new Date()).slides[0]!.texts.zh?.heading).toBe("标题");
  });
});
