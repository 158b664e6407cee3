import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * What Lighthouse's accessibility score counts: every WCAG 2.0–2.2 A and AA rule, the best practices
 * (heading order, landmarks, skip link…), and the label-in-name check axe keeps among its experimental rules.
 */
const LIGHTHOUSE_RULES = {
  runOnly: { type: "tag" as const, values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
  rules: { "label-content-name-mismatch": { enabled: true } },
};

/**
 * The page's accessibility violations as they stand now, one line each: rule and elements; `within` checks only that
 * part of the page. axe runs in the page itself (its legacy mode): the default mode gathers each frame's results in a
 * blank tab of its own, a renderer started and axe compiled twice for every check, to reach frames from other origins.
 * Our pages have no frames; one that gains one fails here rather than go unchecked.
 */
export async function accessibilityViolations(page: Page, within?: string): Promise<string[]> {
  if (page.frames().length > 1) throw new Error(`${page.url()} has frames: check them with AxeBuilder's default mode`);
  const builder = new AxeBuilder({ page }).options(LIGHTHOUSE_RULES).setLegacyMode();
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}
