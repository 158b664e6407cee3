import { languageEntry, type Language } from "~/i18n/languages";

/** Escaped for XML text and attributes, without the control characters XML 1.0 cannot carry at all. */
export function escapeXml(value: string): string {
  return value
    .replace(/(?![\t\n\r])\p{Cc}|[\ufffe\uffff]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export type FeedChannel = { title: string; description: string; link: string; self: string; language: Language };
export type FeedItem = { title: string; link: string; summary: string; publishedAt: Date };

/** An RSS 2.0 document; every link is absolute, as feed readers require. */
export function renderRssFeed(channel: FeedChannel, items: FeedItem[]): string {
  const lastBuild = items[0]?.publishedAt ?? new Date(0);
  const entries = items.map(
    (item) =>
      "<item>" +
      `<title>${escapeXml(item.title)}</title>` +
      `<link>${escapeXml(item.link)}</link>` +
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>` +
      `<pubDate>${item.publishedAt.toUTCString()}</pubDate>` +
      (item.summary ? `<description>${escapeXml(item.summary)}</description>` : "") +
      "</item>",
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
    `<title>${escapeXml(channel.title)}</title>` +
    `<link>${escapeXml(channel.link)}</link>` +
    `<description>${escapeXml(channel.description)}</description>` +
    `<language>${languageEntry(channel.language).tag.toLowerCase()}</language>` +
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>` +
    `<lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>` +
    entries.join("") +
    "</channel></rss>\n"
  );
}
