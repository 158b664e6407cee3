import { describe, expect, it } from "vitest";
import { defaultAboutPage } from "~/modules/site-settings/about-page";
import { defaultHomePage } from "~/modules/site-settings/home-page";
import { missingDocumentTexts } from "./missing-document-texts";
import { defaultNavigation } from "~/modules/site-settings/navigation";
import { defaultCompanyInfo } from "~/modules/site-settings/site-settings";

const documents = { company: defaultCompanyInfo, about: defaultAboutPage, home: defaultHomePage, navigation: defaultNavigation };

describe("site texts still to translate", () => {
  it("counts only the texts the English has, and each one written in the language as done", () => {
    const missing = missingDocumentTexts({
      ...documents,
      company: {
        ...defaultCompanyInfo,
        texts: { ...defaultCompanyInfo.texts, es: { name: "Guangdong Saide Nuevos Materiales", address: "  " } },
      },
      about: {
        ...defaultAboutPage,
        texts: { ...defaultAboutPage.texts, ru: { intro: ["Завод основан в 2012 году."], capacity: "6000 м² в сутки" } },
      },
    });
    // The company has a name, an address and a contact person in English, and no hours.
    expect(missing.es.company).toEqual({ missing: 2, written: 1 });
    expect(missing.ru.company).toEqual({ missing: 3, written: 0 });
    // About: the name, the introduction and the four facts.
    expect(missing.ru.about).toEqual({ missing: 4, written: 2 });
    expect(missing.ar.about).toEqual({ missing: 6, written: 0 });
  });

  it("counts slide captions and the dialog, and of the navigation only the owner's own visible links", () => {
    const slide = {
      ...defaultHomePage.slides[0]!,
      texts: { en: { heading: "Spring Calacatta", text: "", link: "" }, ar: { heading: "كالاكاتا الربيع" } },
    };
    const missing = missingDocumentTexts({
      ...documents,
      home: {
        ...defaultHomePage,
        slides: [slide],
        modal: { ...defaultHomePage.modal, texts: { ...defaultHomePage.modal.texts, ar: { title: "اتصل بنا" } } },
      },
      navigation: {
        navbar: [
          ...defaultNavigation.navbar,
          {
            kind: "link",
            href: "/brand-center?category=onyx",
            visible: true,
            texts: { en: { label: "Onyx" }, zh: { label: "玛瑙" }, es: { label: "Ónix" } },
            textTimes: {},
          },
          { kind: "link", href: "/contact-us", visible: false, texts: { en: { label: "Samples" }, zh: { label: "样品" } }, textTimes: {} },
        ],
        footer: defaultNavigation.footer,
      },
    });
    expect(missing.ar.home).toEqual({ missing: 0, written: 2 });
    expect(missing.es.home).toEqual({ missing: 2, written: 0 });
    expect(missing.es.navigation).toEqual({ missing: 0, written: 1 });
    expect(missing.ru.navigation).toEqual({ missing: 1, written: 0 });
  });
});
