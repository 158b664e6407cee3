import { z } from "zod";
import type { RichTextDocument } from "~/database/schema";

/**
 * The one definition of what a news body may contain: the dashboard's editor (Tiptap, ProseMirror
 * JSON) writes it, `richTextDocumentSchema` refuses anything else on save, and `cleanRichText`
 * keeps only this on render, so a body stored by any other route (an old row, a restore, a direct
 * write) still cannot put a script, a frame or an event handler on a public page.
 */
export const richTextLimits = { depth: 12, nodes: 5000, textLength: 100_000, hrefLength: 2000, stored: 400_000 } as const;

/** Links may leave the site only to the web or to mail; anything else (javascript:, data:, vbscript:) is refused. */
export function isAllowedHref(href: string): boolean {
  if (href.length === 0 || href.length > richTextLimits.hrefLength) return false;
  // Whitespace and control characters are how "java\tscript:" slips past scheme checks in browsers.
  if (/[\s\p{Cc}\\]/u.test(href)) return false;
  if (href.startsWith("/")) return !href.startsWith("//");
  try {
    return ["https:", "http:", "mailto:"].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

const emptyAttrs = z.strictObject({}).optional();
const nullableText = (max: number) => z.string().max(max).nullable().optional();

const markSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("bold"), attrs: emptyAttrs }),
  z.strictObject({ type: z.literal("italic"), attrs: emptyAttrs }),
  z.strictObject({
    type: z.literal("link"),
    // The editor also stores target, rel, class and title; they are accepted but never rendered as written.
    attrs: z.strictObject({
      href: z.string().refine(isAllowedHref),
      target: nullableText(20),
      rel: nullableText(100),
      class: nullableText(100),
      title: nullableText(300),
    }),
  }),
]);

const textSchema = z.strictObject({ type: z.literal("text"), text: z.string().min(1), marks: z.array(markSchema).max(3).optional() });
const hardBreakSchema = z.strictObject({ type: z.literal("hardBreak"), attrs: emptyAttrs, marks: z.array(markSchema).max(3).optional() });
const inlineSchema = z.discriminatedUnion("type", [textSchema, hardBreakSchema]);
const inlineContent = z.array(inlineSchema).optional();

type BlockNode =
  | { type: "paragraph"; attrs?: Record<string, never>; content?: z.infer<typeof inlineSchema>[] }
  | { type: "heading"; attrs: { level: 2 | 3 }; content?: z.infer<typeof inlineSchema>[] }
  | { type: "bulletList"; attrs?: Record<string, never>; content: ListItemNode[] }
  | { type: "orderedList"; attrs?: { start?: number; type?: string | null }; content: ListItemNode[] }
  | { type: "blockquote"; attrs?: Record<string, never>; content: BlockNode[] }
  | { type: "horizontalRule"; attrs?: Record<string, never> };
type ListItemNode = { type: "listItem"; attrs?: Record<string, never>; content: BlockNode[] };

const listItemSchema: z.ZodType<ListItemNode> = z.lazy(() =>
  z.strictObject({ type: z.literal("listItem"), attrs: emptyAttrs, content: z.array(blockSchema).min(1) }),
);

const blockSchema: z.ZodType<BlockNode> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("paragraph"), attrs: emptyAttrs, content: inlineContent }),
    z.strictObject({
      type: z.literal("heading"),
      attrs: z.strictObject({ level: z.union([z.literal(2), z.literal(3)]) }),
      content: inlineContent,
    }),
    z.strictObject({ type: z.literal("bulletList"), attrs: emptyAttrs, content: z.array(listItemSchema).min(1) }),
    z.strictObject({
      type: z.literal("orderedList"),
      attrs: z
        .strictObject({ start: z.number().int().min(1).max(100_000).optional(), type: z.string().max(10).nullable().optional() })
        .optional(),
      content: z.array(listItemSchema).min(1),
    }),
    z.strictObject({ type: z.literal("blockquote"), attrs: emptyAttrs, content: z.array(blockSchema).min(1) }),
    z.strictObject({ type: z.literal("horizontalRule"), attrs: emptyAttrs }),
  ]),
);

const documentShape = z.strictObject({ type: z.literal("doc"), content: z.array(blockSchema).optional() });

type Size = { depth: number; nodes: number; textLength: number };

/** Measured without recursion, so a hostile body nested thousands deep is refused before any recursive step sees it. */
export function measureRichText(value: unknown): Size {
  const size: Size = { depth: 0, nodes: 0, textLength: 0 };
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!;
    if (typeof node !== "object" || node === null) continue;
    size.nodes += 1;
    size.depth = Math.max(size.depth, depth);
    if (size.nodes > richTextLimits.nodes || size.depth > richTextLimits.depth) return size;
    const { text, content } = node as { text?: unknown; content?: unknown };
    if (typeof text === "string") size.textLength += text.length;
    if (Array.isArray(content)) for (const child of content) pending.push({ node: child, depth: depth + 1 });
  }
  return size;
}

export const withinRichTextLimits = (size: Size) =>
  size.depth <= richTextLimits.depth && size.nodes <= richTextLimits.nodes && size.textLength <= richTextLimits.textLength;

/** What a save accepts: exactly the allow-list, within the limits; anything unknown is refused with `message`. */
export function richTextDocumentSchema(message: string) {
  return z
    .unknown()
    .superRefine((value, context) => {
      if (!withinRichTextLimits(measureRichText(value)) || !documentShape.safeParse(value).success)
        context.addIssue({ code: "custom", message });
    })
    .transform((value) => value as RichTextDocument);
}

/** The body a public page renders: allowed nodes, marks and attributes only; anything else is dropped, never shown raw. */
export type CleanInline = { kind: "text"; text: string; bold: boolean; italic: boolean; href: string | null } | { kind: "break" };
export type CleanBlock =
  | { kind: "paragraph"; content: CleanInline[] }
  | { kind: "heading"; level: 2 | 3; content: CleanInline[] }
  | { kind: "bulletList"; items: CleanBlock[][] }
  | { kind: "orderedList"; start: number; items: CleanBlock[][] }
  | { kind: "blockquote"; content: CleanBlock[] }
  | { kind: "horizontalRule" };

type Loose = { type?: unknown; text?: unknown; attrs?: unknown; marks?: unknown; content?: unknown };
const childrenOf = (node: Loose): Loose[] =>
  Array.isArray(node.content) ? node.content.filter((child): child is Loose => typeof child === "object" && child !== null) : [];
const attrsOf = (node: Loose): Record<string, unknown> =>
  typeof node.attrs === "object" && node.attrs !== null ? (node.attrs as Record<string, unknown>) : {};

function cleanInline(nodes: Loose[]): CleanInline[] {
  return nodes.flatMap((node): CleanInline[] => {
    if (node.type === "hardBreak") return [{ kind: "break" }];
    if (node.type !== "text" || typeof node.text !== "string" || node.text === "") return [];
    const marks = Array.isArray(node.marks) ? node.marks.filter((mark): mark is Loose => typeof mark === "object" && mark !== null) : [];
    const link = marks.find((mark) => mark.type === "link");
    const href = link ? attrsOf(link).href : null;
    return [
      {
        kind: "text",
        text: node.text,
        bold: marks.some((mark) => mark.type === "bold"),
        italic: marks.some((mark) => mark.type === "italic"),
        href: typeof href === "string" && isAllowedHref(href) ? href : null,
      },
    ];
  });
}

function cleanListItems(list: Loose, depth: number): CleanBlock[][] {
  return childrenOf(list)
    .filter((item) => item.type === "listItem")
    .map((item) => cleanBlocks(childrenOf(item), depth + 1));
}

function cleanBlocks(nodes: Loose[], depth: number): CleanBlock[] {
  if (depth > richTextLimits.depth) return [];
  return nodes.flatMap((node): CleanBlock[] => {
    switch (node.type) {
      case "paragraph":
        return [{ kind: "paragraph", content: cleanInline(childrenOf(node)) }];
      case "heading":
        return [{ kind: "heading", level: attrsOf(node).level === 3 ? 3 : 2, content: cleanInline(childrenOf(node)) }];
      case "bulletList":
        return [{ kind: "bulletList", items: cleanListItems(node, depth) }];
      case "orderedList": {
        const start = attrsOf(node).start;
        return [
          {
            kind: "orderedList",
            start: typeof start === "number" && Number.isInteger(start) && start >= 1 ? start : 1,
            items: cleanListItems(node, depth),
          },
        ];
      }
      case "blockquote":
        return [{ kind: "blockquote", content: cleanBlocks(childrenOf(node), depth + 1) }];
      case "horizontalRule":
        return [{ kind: "horizontalRule" }];
      default:
        return [];
    }
  });
}

/** A stored body reduced to the allow-list; a body over the limits renders as nothing rather than stalling the page. */
export function cleanRichText(value: unknown): CleanBlock[] {
  if (typeof value !== "object" || value === null || (value as Loose).type !== "doc") return [];
  if (!withinRichTextLimits(measureRichText(value))) return [];
  return cleanBlocks(childrenOf(value as Loose), 1);
}

/** A document of plain paragraphs: blank lines separate paragraphs, single line breaks stay as breaks. Used without JavaScript. */
export function richTextFromPlainText(text: string): RichTextDocument {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
  return {
    type: "doc",
    content: paragraphs.map((paragraph) => ({
      type: "paragraph",
      content: paragraph
        .split("\n")
        .flatMap((line, index) => [...(index > 0 ? [{ type: "hardBreak" }] : []), ...(line ? [{ type: "text", text: line }] : [])]),
    })),
  };
}

function inlineText(content: CleanInline[]): string {
  return content.map((inline) => (inline.kind === "break" ? "\n" : inline.text)).join("");
}

function blocksText(blocks: CleanBlock[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case "paragraph":
      case "heading":
        return [inlineText(block.content)];
      case "bulletList":
      case "orderedList":
        return block.items.flatMap(blocksText);
      case "blockquote":
        return blocksText(block.content);
      case "horizontalRule":
        return [];
    }
  });
}

/** The body as plain paragraphs: the no-JavaScript textarea, the history page and the feed's description read it. */
export function plainTextOfRichText(value: unknown): string {
  return blocksText(cleanRichText(value))
    .filter((paragraph) => paragraph.trim() !== "")
    .join("\n\n");
}
