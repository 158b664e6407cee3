import axe from "axe-core";
import type { Page } from "playwright-core";

/**
 * What Lighthouse's accessibility score counts: every WCAG 2.0–2.2 A and AA rule, the best practices
 * (heading order, landmarks, skip link…), and the label-in-name check axe keeps among its experimental rules.
 */
const LIGHTHOUSE_RULES: axe.RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
  rules: { "label-content-name-mismatch": { enabled: true } },
};

/**
 * The page's accessibility violations as they stand now, one line each: rule and elements; `within` checks only that
 * part of the page. axe is loaded into the page once per document and run there. Compiling its half a megabyte was
 * most of a check's time: @axe-core/playwright loaded it twice per check, and in its default mode a third time in a
 * blank tab where it gathers the results of frames from other origins. Our pages have no frames; one that gains one
 * fails here rather than go unchecked.
 */
export async function accessibilityViolations(page: Page, within?: string): Promise<string[]> {
  if (page.frames().length > 1) throw new Error(`${page.url()} has frames, which this check does not reach`);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ([context, options]) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(context ?? document, options);
      return violations.map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
    },
    [within ?? null, LIGHTHOUSE_RULES] as const,
  );
}
