import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "~/components/rich-text";
import {
  cleanRichText,
  isAllowedHref,
  plainTextOfRichText,
  richTextDocumentSchema,
  richTextFromPlainText,
  richTextLimits,
} from "./rich-text";

const schema = richTextDocumentSchema("not-allowed");
const doc = (...content: unknown[]) => ({ type: "doc", content });
const paragraph = (...content: unknown[]) => ({ type: "paragraph", content });
const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const link = (href: string) => ({
  type: "link",
  attrs: { href, target: null, rel: "noopener noreferrer nofollow", class: null, title: null },
});
const render = (document: unknown) => renderToStaticMarkup(createElement(RichText, { blocks: cleanRichText(document) }));

/** What Tiptap's StarterKit and Link write for a post with every allowed element. */
const editorDocument = doc(
  { type: "heading", attrs: { level: 2 }, content: [text("Showroom")] },
  paragraph(
    text("Open "),
    text("daily", [{ type: "bold" }]),
    { type: "hardBreak" },
    text("see "),
    text("map", [link("https://maps.example.com/a?b=1&c=2")]),
  ),
  { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("Calacatta", [{ type: "italic" }]))] }] },
  { type: "orderedList", attrs: { start: 3, type: null }, content: [{ type: "listItem", content: [paragraph(text("Third"))] }] },
  {
    type: "blockquote",
    content: [paragraph(text("Quoted"), text(" mail", [link("mailto:sales@saide.cn")]), text(" page", [link("/brand-center")]))],
  },
  { type: "horizontalRule" },
  { type: "paragraph" },
);

describe("the news body allow-list", () => {
  it("accepts what the dashboard's editor writes", () => {
    expect(schema.safeParse(editorDocument).success).toBe(true);
  });

  it.each([
    ["a script node", doc({ type: "script", content: [text("alert(1)")] })],
    ["an iframe node", doc({ type: "iframe", attrs: { src: "https://evil.example" } })],
    ["an event-handler attribute", doc({ type: "paragraph", attrs: { onerror: "alert(1)" }, content: [text("x")] })],
    ["a javascript: link", doc(paragraph(text("click", [link("javascript:alert(1)")])))],
    ["a javascript: link hidden by a tab", doc(paragraph(text("click", [link("java\tscript:alert(1)")])))],
    ["a data: link", doc(paragraph(text("click", [link("data:text/html,<script>alert(1)</script>")])))],
    ["a protocol-relative link", doc(paragraph(text("click", [link("//evil.example/")])))],
    ["an unknown mark", doc(paragraph(text("x", [{ type: "code" }])))],
    ["a heading level 1", doc({ type: "heading", attrs: { level: 1 }, content: [text("x")] })],
    ["raw HTML as a node", doc({ type: "html", html: "<img src=x onerror=alert(1)>" })],
    ["a text node outside a paragraph", doc(text("loose"))],
  ])("refuses %s on save", (_name, document) => {
    expect(schema.safeParse(document).success).toBe(false);
  });

  it("refuses a body nested beyond the depth limit or with too many nodes", () => {
    let nested: unknown = paragraph(text("deep"));
    for (let level = 0; level < 5000; level += 1) nested = { type: "blockquote", content: [nested] };
    expect(schema.safeParse(doc(nested)).success).toBe(false);
    const many = doc(...Array.from({ length: richTextLimits.nodes }, () => paragraph(text("x"))));
    expect(schema.safeParse(many).success).toBe(false);
  });

  it("allows web, mail and site-path links only", () => {
    expect(["https://saide.cn", "http://saide.cn/a", "mailto:sales@saide.cn", "/news-center"].every(isAllowedHref)).toBe(true);
    expect(
      ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "vbscript:x", "//evil.example", " https://a.b", "ftp://a.b", "", "\\\\evil"].some(
        isAllowedHref,
      ),
    ).toBe(false);
  });
});

describe("rendering a news body", () => {
  it("renders the allowed elements as markup, with external links marked nofollow", () => {
    const html = render(editorDocument);
    expect(html).toContain("<h2");
    expect(html).toContain("<strong>daily</strong>");
    expect(html).toContain("<br/>");
    expect(html).toContain('<a href="https://maps.example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow"');
    expect(html).toContain('<a href="mailto:sales@saide.cn" rel="noopener noreferrer nofollow"');
    expect(html).toMatch(/<a href="\/brand-center" class="[^"]*"> page<\/a>/);
    expect(html).toContain("<em>Calacatta</em>");
    expect(html).toMatch(/<ol start="3"/);
    expect(html).toContain("<blockquote");
    expect(html).toContain("<hr");
  });

  it("drops a stored script, frame, handler and javascript: link, keeping only safe text", () => {
    const stored = doc(
      { type: "script", content: [text("alert('script')")] },
      { type: "iframe", attrs: { src: "https://evil.example" } },
      {
        type: "paragraph",
        attrs: { onclick: "alert('handler')" },
        content: [text("<img src=x onerror=alert(1)>"), text("click", [link("javascript:alert('link')")])],
      },
      { type: "heading", attrs: { level: 1, onmouseover: "alert(1)" }, content: [text("Title")] },
    );
    const html = render(stored);
    expect(html).not.toMatch(/<script|<iframe|<img|onclick|onmouseover|javascript:|alert\('script'\)/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("click");
    expect(html).toContain("<h2");
  });

  it("renders nothing for a stored value that is not a document", () => {
    expect(cleanRichText("<script>alert(1)</script>")).toEqual([]);
    expect(cleanRichText(null)).toEqual([]);
  });
});

describe("plain text bodies (no JavaScript)", () => {
  it("turns blank-line separated text into paragraphs and single line breaks into breaks", () => {
    const document = richTextFromPlainText("First line\nsecond line\n\n\nNew paragraph\r\n");
    expect(document).toEqual(
      doc(paragraph(text("First line"), { type: "hardBreak" }, text("second line")), paragraph(text("New paragraph"))),
    );
    expect(schema.safeParse(document).success).toBe(true);
    expect(plainTextOfRichText(document)).toBe("First line\nsecond line\n\nNew paragraph");
  });
});
