import { textsFromForm } from "~/i18n/translations-form";
import { describe, expect, it } from "vitest";
import { escapeXml, renderRssFeed } from "./feed";
import {
  formatNewsDate,
  newsPath,
  newsSectionOf,
  postDashboardTitle,
  postLanguages,
  postPageLanguages,
  postStateOf,
  shownPostText,
} from "./news";
import { dateToWallTime, wallTimeToDate } from "./publication-time";

describe("publication times in the site's time zone", () => {
  it("reads the dashboard's wall-clock time in that zone and writes it back", () => {
    const moment = wallTimeToDate("2026-05-01T09:00", "Asia/Shanghai");
    expect(moment?.toISOString()).toBe("2026-05-01T01:00:00.000Z");
    expect(dateToWallTime(moment!, "Asia/Shanghai")).toBe("2026-05-01T09:00");
    expect(wallTimeToDate("2026-07-01T09:00", "Europe/Berlin")?.toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(wallTimeToDate("2026-01-01T09:00", "Europe/Berlin")?.toISOString()).toBe("2026-01-01T08:00:00.000Z");
  });

  it("refuses times that do not exist on a calendar", () => {
    expect(wallTimeToDate("2026-02-30T09:00", "UTC")).toBeNull();
    expect(wallTimeToDate("2026-05-01T24:00", "UTC")).toBeNull();
    expect(wallTimeToDate("tomorrow", "UTC")).toBeNull();
  });
});

describe("news states and addresses", () => {
  const now = new Date("2026-05-01T00:00:00Z");
  it("calls a published post with a future date scheduled", () => {
    expect(postStateOf({ status: "published", publishedAt: new Date("2026-06-01T00:00:00Z") }, now)).toBe("scheduled");
    expect(postStateOf({ status: "published", publishedAt: new Date("2026-04-01T00:00:00Z") }, now)).toBe("published");
    expect(postStateOf({ status: "draft", publishedAt: new Date("2026-04-01T00:00:00Z") }, now)).toBe("draft");
  });

  it("names the sections and pages per language", () => {
    expect(newsSectionOf("recent")).toBe("recent");
    expect(newsSectionOf("<script>")).toBe("all");
    expect(newsPath.list("zh", "past")).toBe("/news-center-zh?show=past");
    expect(newsPath.post("en", "new-showroom")).toBe("/news-center/new-showroom");
    expect(newsPath.feed("zh")).toBe("/news-center-zh/rss.xml");
    expect(formatNewsDate(new Date("2026-04-30T20:00:00Z"), "zh", "Asia/Shanghai")).toBe("2026年5月1日");
    expect(formatNewsDate(new Date("2026-04-30T20:00:00Z"), "en", "Asia/Shanghai")).toBe("May 1, 2026");
  });
});

describe("the languages that show a post", () => {
  const post = (titleEn: string, titleZh: string, translations = {}) =>
    postLanguages(textsFromForm({ title: titleEn }, { title: titleZh }, translations));

  it("counts a language as written when its title is", () => {
    expect(post("Fair", "", { es: { title: "Feria" }, ru: { title: "" }, ar: {} })).toEqual(["en", "es"]);
  });

  it("shows an English post on English pages and, in English, on the added languages' pages; Chinese only when titled in Chinese", () => {
    expect(postPageLanguages(post("Fair", ""))).toEqual(["en", "es", "ru", "ar"]);
    expect(postPageLanguages(post("Fair", "展会", { ar: { title: "معرض" } }))).toEqual(["en", "zh", "es", "ru", "ar"]);
  });

  it("names a post in the dashboard by its Chinese, English or other title, whichever is written first", () => {
    expect(postDashboardTitle({ en: { title: "Fair" }, zh: { title: "展会" } })).toBe("展会");
    expect(postDashboardTitle({ en: { title: "" }, ru: { title: "Выставка" }, es: { title: "" } })).toBe("Выставка");
  });

  it("shows a post written only in Spanish on Spanish pages only", () => {
    expect(postPageLanguages(post("", "", { es: { title: "Feria" } }))).toEqual(["es"]);
    expect(postPageLanguages(post("", "展会"))).toEqual(["zh"]);
  });

  it("gives an added language its own text or the English one, marked English; English and Chinese their own as written", () => {
    expect(shownPostText("Feria", "Fair", "es")).toEqual({ text: "Feria", language: "es" });
    expect(shownPostText(null, "Fair", "ru")).toEqual({ text: "Fair", language: "en" });
    expect(shownPostText("", "Summary", "ar")).toEqual({ text: "Summary", language: "en" });
    expect(shownPostText("", "Summary", "zh")).toEqual({ text: "", language: "zh" });
  });
});

describe("the RSS feed", () => {
  it("escapes titles and summaries and drops characters XML cannot carry", () => {
    expect(escapeXml(`Tom & "Jerry" <b>'s\u0001`)).toBe("Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s");
    const xml = renderRssFeed(
      {
        title: "Saide news",
        description: "News",
        link: "https://saide.cn/news-center",
        self: "https://saide.cn/news-center/rss.xml",
        language: "en",
      },
      [
        {
          title: "A & B <script>",
          link: "https://saide.cn/news-center/a-b",
          summary: "Sum",
          publishedAt: new Date("2026-05-01T01:00:00Z"),
        },
      ],
    );
    expect(xml).toContain("<title>A &amp; B &lt;script&gt;</title>");
    expect(xml).toContain('<guid isPermaLink="true">https://saide.cn/news-center/a-b</guid>');
    expect(xml).toContain("<pubDate>Fri, 01 May 2026 01:00:00 GMT</pubDate>");
    expect(xml).not.toContain("<script>");
  });
});
