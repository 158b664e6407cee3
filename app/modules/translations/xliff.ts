import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { ReadEntry, ReadFile } from "./import-check";
import type { Code, Content, Inline } from "./inline-content";

/**
 * XLIFF 2.0 files (OASIS, urn:oasis:names:tc:xliff:document:2.0), as Trados, memoQ, Smartcat and Crowdin read them
 * (docs/decisions/050-translation-files.md): one `<file>` per kind of record, one `<unit>` per text with its notes
 * (where it shows, its longest length), and markup as inline `<pc>`/`<ph>` codes a CAT tool shows as tags.
 */

export const XLIFF_NAMESPACE = "urn:oasis:names:tc:xliff:document:2.0";
export const XLIFF_CONTENT_TYPE = "application/xliff+xml";

export type XliffUnit = {
  id: string;
  /** A short name a CAT tool shows beside the id. */
  name: string;
  notes: string[];
  source: Content;
  target: Content | null;
  codes: Code[];
  /** "translated" when the target is current; "initial" when it is missing or out of date. */
  state: "initial" | "translated";
};
export type XliffDocument = { language: string; notes: string[]; files: { id: string; name: string; units: XliffUnit[] }[] };

/** XML 1.0 cannot carry most control characters, even escaped; no text a person writes holds them. */
const xmlText = (text: string) =>
  text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
const xmlAttribute = (text: string) => xmlText(text).replace(/"/g, "&quot;").replace(/\n/g, "&#10;");

const codeAttributes: Record<Code["kind"], string> = {
  bold: ' type="fmt" subType="xlf:b"',
  italic: ' type="fmt" subType="xlf:i"',
  link: ' type="link"',
  break: ' type="fmt" subType="xlf:lb"',
};

function inlineXml(content: Content, codes: Map<string, Code>): string {
  return content
    .map((inline) => {
      if (typeof inline === "string") return xmlText(inline);
      const code = codes.get("pc" in inline ? inline.pc : inline.ph);
      const attributes = code ? codeAttributes[code.kind] : "";
      if ("ph" in inline) return `<ph id="${xmlAttribute(inline.ph)}"${attributes}/>`;
      const reference = code?.kind === "link" ? ` dataRefStart="d${xmlAttribute(inline.pc)}"` : "";
      return `<pc id="${xmlAttribute(inline.pc)}"${attributes}${reference}>${inlineXml(inline.children, codes)}</pc>`;
    })
    .join("");
}

const notesXml = (notes: string[], indent: string) =>
  notes.length === 0
    ? ""
    : `${indent}<notes>\n${notes.map((note) => `${indent}  <note>${xmlText(note)}</note>\n`).join("")}${indent}</notes>\n`;

function unitXml(unit: XliffUnit): string {
  const codes = new Map(unit.codes.map((code) => [code.id, code]));
  const links = unit.codes.filter((code) => code.kind === "link");
  // A link's address is the original data behind its code: shown by a CAT tool, never translated.
  const originalData =
    links.length === 0
      ? ""
      : `      <originalData>\n${links.map((link) => `        <data id="d${xmlAttribute(link.id)}">${xmlText(`<a href="${link.href ?? ""}">`)}</data>\n`).join("")}      </originalData>\n`;
  const target = unit.target === null ? "" : `        <target xml:space="preserve">${inlineXml(unit.target, codes)}</target>\n`;
  return (
    `    <unit id="${xmlAttribute(unit.id)}" name="${xmlAttribute(unit.name)}">\n` +
    notesXml(unit.notes, "      ") +
    originalData +
    `      <segment state="${unit.state}">\n` +
    `        <source xml:space="preserve">${inlineXml(unit.source, codes)}</source>\n` +
    target +
    "      </segment>\n    </unit>\n"
  );
}

export function writeXliff(document: XliffDocument): string {
  const files = document.files
    .filter((file) => file.units.length > 0)
    .map(
      (file, index) =>
        `  <file id="${xmlAttribute(file.id)}" original="${xmlAttribute(file.name)}">\n` +
        // The file's notes (the language and the words to translate) go with the first file, where a CAT tool shows them first.
        notesXml(index === 0 ? document.notes : [], "    ") +
        file.units.map(unitXml).join("") +
        "  </file>\n",
    );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<xliff xmlns="${XLIFF_NAMESPACE}" version="2.0" srcLang="en" trgLang="${xmlAttribute(document.language)}">\n` +
    files.join("") +
    "</xliff>\n"
  );
}

type Node = Record<string, unknown> & { ":@"?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // The built-in entities only: a document type's own entities could expand a small upload into gigabytes.
  processEntities: true,
  htmlEntities: false,
});

const nameOf = (node: Node) => Object.keys(node).find((key) => key !== ":@") ?? "";
const childrenOf = (node: Node): Node[] => {
  const children = node[nameOf(node)];
  return Array.isArray(children) ? (children as Node[]) : [];
};
const elements = (nodes: Node[], name: string) => nodes.filter((node) => nameOf(node) === name);

class Damaged extends Error {}

/** An inline element's content: text, `<pc>` and `<ph>` codes; `<mrk>` (a CAT tool's annotation) keeps its text; `<cp>` is a character. */
function readInline(nodes: Node[]): Content {
  const content: Inline[] = [];
  const pushText = (text: string) => {
    if (text === "") return;
    if (typeof content.at(-1) === "string") content[content.length - 1] += text;
    else content.push(text);
  };
  for (const node of nodes) {
    const name = nameOf(node);
    const id = node[":@"]?.id;
    if (name === "#text") pushText(String(node["#text"]));
    else if (name === "pc" && id) content.push({ pc: id, children: readInline(childrenOf(node)) });
    else if (name === "ph" && id) content.push({ ph: id });
    else if (name === "mrk")
      for (const inline of readInline(childrenOf(node))) {
        if (typeof inline === "string") pushText(inline);
        else content.push(inline);
      }
    else if (name === "cp") pushText(String.fromCodePoint(Number.parseInt(node[":@"]?.hex ?? "20", 16)));
    else if (name === "sm" || name === "em") continue;
    else throw new Damaged();
  }
  return content;
}

/** Runs of white space as one space, and none at the ends: how a text reads where XML may re-indent it. */
function collapsed(content: Content, outermost = true): Content {
  const inner = content.map((inline): Inline => {
    if (typeof inline === "string") return inline.replace(/\s+/g, " ");
    return "pc" in inline ? { pc: inline.pc, children: collapsed(inline.children, false) } : inline;
  });
  // White space beside a line break shows nowhere; re-indented XML puts some between every two codes.
  const beside = (index: number) => {
    const near = [inner[index - 1], inner[index + 1]];
    return near.some((inline) => typeof inline === "object" && "ph" in inline);
  };
  const kept = inner.filter((inline, index) => !(typeof inline === "string" && inline.trim() === "" && beside(index)));
  if (!outermost) return kept;
  inner.splice(0, inner.length, ...kept);
  const first = inner[0];
  const last = inner.at(-1);
  if (typeof first === "string") inner[0] = first.trimStart();
  if (typeof last === "string") inner[inner.length - 1] = last.trimEnd();
  return inner.filter((inline) => inline !== "");
}

const preserves = (node: Node, inherited: boolean) => {
  const space = node[":@"]?.space;
  return space === undefined ? inherited : space === "preserve";
};

/** Reads an XLIFF 2.x file; a file that is not well-formed XLIFF 2, or a unit without a source, is damaged. */
export function readXliff(text: string): ReadFile {
  if (XMLValidator.validate(text) !== true) return { ok: false, problem: "damaged" };
  let root: Node | undefined;
  try {
    root = elements(parser.parse(text) as Node[], "xliff")[0];
  } catch {
    return { ok: false, problem: "damaged" };
  }
  const attributes = root?.[":@"] ?? {};
  if (!root || !String(attributes.version ?? "").startsWith("2.") || !attributes.trgLang) return { ok: false, problem: "damaged" };
  const entries: ReadEntry[] = [];
  // Each unit with whether its white space is kept as written (`xml:space="preserve"`, inherited) or may be re-indented.
  const unitsIn = (nodes: Node[], preserve: boolean): { unit: Node; preserve: boolean }[] => [
    ...elements(nodes, "unit").map((unit) => ({ unit, preserve: preserves(unit, preserve) })),
    ...elements(nodes, "group").flatMap((group) => unitsIn(childrenOf(group), preserves(group, preserve))),
  ];
  for (const file of elements(childrenOf(root), "file"))
    for (const { unit, preserve } of unitsIn(childrenOf(file), preserves(file, preserves(root, false)))) {
      const id = unit[":@"]?.id ?? "";
      try {
        // A CAT tool may split a unit's text into several segments; read back, they are the unit's text again.
        const segments = elements(childrenOf(unit), "segment");
        if (!id || segments.length === 0) return { ok: false, problem: "damaged", entry: id || undefined };
        const part = (name: string) =>
          segments.flatMap((segment) =>
            elements(childrenOf(segment), name).flatMap((node) => {
              const content = readInline(childrenOf(node));
              return preserves(node, preserves(segment, preserve)) ? content : collapsed(content);
            }),
          );
        if (segments.some((segment) => elements(childrenOf(segment), "source").length !== 1))
          return { ok: false, problem: "damaged", entry: id };
        entries.push({ id, source: part("source"), target: part("target") });
      } catch (error) {
        if (error instanceof Damaged) return { ok: false, problem: "damaged", entry: id };
        throw error;
      }
    }
  return { ok: true, language: String(attributes.trgLang), entries };
}
