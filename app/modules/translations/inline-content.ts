import type { RichTextDocument } from "~/database/schema";

/**
 * A translatable text with its markup as numbered codes (docs/decisions/050-translation-files.md): a translator moves
 * and translates the text around the codes, never the markup itself. `pc` wraps text (bold, italic, a link); `ph`
 * stands for a line break. Plain texts are a single string.
 */
export type Inline = string | { pc: string; children: Inline[] } | { ph: string };
export type Content = Inline[];

/** What a code stands for, known from the English: the target only says where it goes. */
export type Code = { id: string; kind: "bold" | "italic" | "link" | "break"; href?: string };

export const plainContent = (text: string): Content => (text === "" ? [] : [text]);

/** The characters a reader sees: what each field's length limit counts. */
export function contentLength(content: Content): number {
  return content.reduce<number>((sum, inline) => {
    if (typeof inline === "string") return sum + [...inline].length;
    return "pc" in inline ? sum + contentLength(inline.children) : sum;
  }, 0);
}

/** The text alone, codes dropped: what word counts and script checks read. */
export function contentText(content: Content): string {
  return content.map((inline) => (typeof inline === "string" ? inline : "pc" in inline ? contentText(inline.children) : " ")).join("");
}

export const isBlank = (content: Content) => contentText(content).trim() === "";

/**
 * The content as a spreadsheet cell shows it: `<1>bold</1>`, `<2/>` for a break, the convention spreadsheet-based
 * translation tools use. A literal "<" before a digit is kept as "<\" so it cannot read as a code.
 */
export function taggedText(content: Content): string {
  return content
    .map((inline) => {
      if (typeof inline === "string") return inline.replace(/<(?=\/?\d)/g, "<\\");
      return "pc" in inline ? `<${inline.pc}>${taggedText(inline.children)}</${inline.pc}>` : `<${inline.ph}/>`;
    })
    .join("");
}

/** Reads a cell written by `taggedText`; null when its codes do not nest (an opened code never closed, or closed twice). */
export function contentOfTagged(text: string): Content | null {
  const stack: { id: string | null; children: Inline[] }[] = [{ id: null, children: [] }];
  const pattern = /<(\/?)(\d+)(\/?)>|<\\/g;
  let last = 0;
  const push = (value: string) => {
    if (value === "") return;
    const { children } = stack.at(-1)!;
    if (typeof children.at(-1) === "string") children[children.length - 1] += value;
    else children.push(value);
  };
  for (const match of text.matchAll(pattern)) {
    push(text.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[0] === "<\\") {
      push("<");
      continue;
    }
    const [, closing, id, selfClosing] = match as unknown as [string, string, string, string];
    if (selfClosing) stack.at(-1)!.children.push({ ph: id });
    else if (!closing) stack.push({ id, children: [] });
    else {
      const open = stack.pop();
      if (!open || open.id !== id || stack.length === 0) return null;
      stack.at(-1)!.children.push({ pc: id, children: open.children });
    }
  }
  push(text.slice(last));
  return stack.length === 1 ? stack[0]!.children : null;
}

/** The ids of the codes a content uses, each with how it is used: what a target must keep of its source. */
export function codeUses(content: Content): string[] {
  return content.flatMap((inline) => {
    if (typeof inline === "string") return [];
    return "pc" in inline ? [`pc:${inline.pc}`, ...codeUses(inline.children)] : [`ph:${inline.ph}`];
  });
}

/** Whether a target keeps every code of its source, each once, and adds none. */
export function keepsCodes(source: Content, target: Content): boolean {
  const sorted = (content: Content) => codeUses(content).sort().join(" ");
  return sorted(source) === sorted(target);
}

type Loose = { type?: unknown; text?: unknown; attrs?: unknown; marks?: unknown; content?: unknown };
type Mark = { type: string; attrs?: Record<string, unknown> };

const childrenOf = (node: Loose): Loose[] =>
  Array.isArray(node.content) ? node.content.filter((child): child is Loose => typeof child === "object" && child !== null) : [];

const isTextBlock = (node: Loose) => node.type === "paragraph" || node.type === "heading";

/** A run of a block before its codes are numbered: text, a break, or text inside a mark. */
type Run = string | { kind: "break" } | { kind: Exclude<Code["kind"], "break">; href?: string; children: Run[] };

/** A block's inline nodes as content with codes, numbered from 1 in reading order within the block. */
export function blockContent(block: Loose): { content: Content; codes: Code[] } {
  const runs = childrenOf(block).flatMap((node): Run[] => {
    if (node.type === "hardBreak") return [{ kind: "break" }];
    if (node.type !== "text" || typeof node.text !== "string") return [];
    const marks = (Array.isArray(node.marks) ? node.marks : []) as Mark[];
    // Each marked run wraps its text in one code per mark, outermost first, as the editor stored them.
    return marks.reduceRight<Run[]>(
      (inner, mark) => {
        if (mark.type === "bold" || mark.type === "italic") return [{ kind: mark.type, children: inner }];
        return [{ kind: "link", href: typeof mark.attrs?.href === "string" ? mark.attrs.href : "", children: inner }];
      },
      [node.text],
    );
  });
  const codes: Code[] = [];
  const numbered = (inner: Run[]): Content =>
    inner.map((run): Inline => {
      if (typeof run === "string") return run;
      const id = String(codes.length + 1);
      if (run.kind === "break") {
        codes.push({ id, kind: "break" });
        return { ph: id };
      }
      codes.push(run.kind === "link" ? { id, kind: "link", href: run.href ?? "" } : { id, kind: run.kind });
      return { pc: id, children: numbered(run.children) };
    });
  return { content: numbered(runs), codes };
}

/** Content with codes back as the editor's inline nodes, each text carrying the marks of the codes around it. */
export function inlineNodes(content: Content, codes: readonly Code[]): Loose[] {
  const byId = new Map(codes.map((code) => [code.id, code]));
  const walk = (inlines: Content, marks: Mark[]): Loose[] =>
    inlines.flatMap((inline): Loose[] => {
      if (typeof inline === "string")
        return inline === "" ? [] : [marks.length > 0 ? { type: "text", text: inline, marks } : { type: "text", text: inline }];
      if ("ph" in inline) return [{ type: "hardBreak" }];
      const code = byId.get(inline.pc);
      const mark: Mark | null =
        code?.kind === "link" ? { type: "link", attrs: { href: code.href ?? "" } } : code ? { type: code.kind } : null;
      return walk(inline.children, mark ? [...marks, mark] : marks);
    });
  return walk(content, []);
}

/** The blocks of a body that hold text, in reading order: the parts a translator translates one by one. */
export function textBlocks(document: RichTextDocument | null): Loose[] {
  const found: Loose[] = [];
  const visit = (node: Loose) => {
    if (isTextBlock(node)) {
      if (childrenOf(node).some((child) => child.type === "text")) found.push(node);
      return;
    }
    for (const child of childrenOf(node)) visit(child);
  };
  if (document) visit(document as Loose);
  return found;
}

/**
 * The English body with each text block's content replaced by its translation, in reading order: the structure
 * (lists, headings, quotes) stays the English one, so a translation file cannot break it.
 */
export function withBlockContents(document: RichTextDocument, contents: readonly Loose[][]): RichTextDocument {
  let next = 0;
  const rebuild = (node: Loose): Loose => {
    if (isTextBlock(node)) {
      if (!childrenOf(node).some((child) => child.type === "text")) return node;
      return { ...node, content: contents[next++] ?? [] };
    }
    return Array.isArray(node.content) ? { ...node, content: childrenOf(node).map(rebuild) } : node;
  };
  return rebuild(structuredClone(document) as Loose) as RichTextDocument;
}
