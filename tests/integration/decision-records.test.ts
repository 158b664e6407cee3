import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A decision record says what was decided and why, and what else was considered, in a page or two (Context,
 * Decision, Alternatives, Consequences). Measurements belong in docs/benchmarks/ and walk-throughs of code in its doc
 * comments, each linked from the record in a line.
 */
const RECORD_LIMIT_BYTES = 4096;
const markdownIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join(folder, name));
const records = markdownIn("docs/decisions");
const benchmarkNotes = markdownIn("docs/benchmarks");

/** The relative targets of a document's Markdown links, anchors left out. */
const relativeLinks = (document: string) =>
  [...readFileSync(document, "utf8").matchAll(/\]\((?!https?:|mailto:|#)([^)#\s]+)/g)].map((match) => match[1]!);

describe("decision records", () => {
  it.each(records)("%s is at most 4 KB", (record) => {
    expect(statSync(record).size, "move measurements to docs/benchmarks/ and link them").toBeLessThanOrEqual(RECORD_LIMIT_BYTES);
  });

  it.each([...records, ...benchmarkNotes])("%s links only to files that exist", (document) => {
    expect(relativeLinks(document).filter((target) => !existsSync(path.join(path.dirname(document), target)))).toEqual([]);
  });
});
