import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/catalogs";
import { defaultPageSeo } from "~/modules/site-settings/page-seo";
import { sitePageSearchTexts } from "./search-texts";

describe("search texts of the pages the owner edits", () => {
  it("uses the owner's text where written and the built-in text of the page's language where empty", () => {
    const stored = {
      ...defaultPageSeo,
      about: { texts: { en: { title: "About Saide", description: "" }, es: { title: "Sobre Saide" } }, textTimes: {} },
    };
    expect(sitePageSearchTexts(stored, "about", "en")).toEqual({
      title: "About Saide",
      description: messagesFor("en").meta.aboutDescription,
    });
    expect(sitePageSearchTexts(stored, "about", "zh")).toEqual({
      title: messagesFor("zh").meta.aboutTitle,
      description: messagesFor("zh").meta.aboutDescription,
    });
    expect(sitePageSearchTexts(stored, "home", "en")).toEqual({
      title: messagesFor("en").meta.homeTitle,
      description: messagesFor("en").meta.homeDescription,
    });
  });

  it("gives an added language the owner's text in it, else its own built-in text, never the English", () => {
    const stored = {
      ...defaultPageSeo,
      about: { texts: { en: { title: "About Saide", description: "A quartz plant" }, es: { title: "Sobre Saide" } }, textTimes: {} },
    };
    expect(sitePageSearchTexts(stored, "about", "es")).toEqual({
      title: "Sobre Saide",
      description: messagesFor("es").meta.aboutDescription,
    });
    expect(sitePageSearchTexts(stored, "about", "ar")).toEqual({
      title: messagesFor("ar").meta.aboutTitle,
      description: messagesFor("ar").meta.aboutDescription,
    });
  });
});
