import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const projectFolder = path.resolve(import.meta.dirname, "..");

/** What lint says about `code` as if it were a file at `file`, with the project's own configuration (eslint.config.js). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: projectFolder });
  const [result] = await eslint.lintText(code, { filePath: path.join(projectFolder, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === "import-x/no-restricted-paths").map((message) => message.message);
}

// docs/decisions/036-module-boundaries.md: an area imports only from its own layer and the ones below it.
describe("the layers lint holds", () => {
  it("refuses the database importing from a domain area, even a type", async () => {
    const errors = await layerErrors(
      "app/database/layer-probe.ts",
      'import type { Slide } from "~/modules/site-settings/slide";\nexport type Probe = Slide;\n',
    );
    expect(errors).toEqual([
      'Unexpected path "~/modules/site-settings/slide" imported in restricted zone. Layer "the database" may not import from a layer above it (docs/decisions/036-module-boundaries.md).',
    ]);
  }, 60_000);

  it("refuses a content area importing from an area that reads across content", async () => {
    const errors = await layerErrors(
      "app/modules/site-settings/layer-probe.ts",
      'import { cargoLimitsKg } from "~/modules/quotes/container-plan";\nexport const probe = cargoLimitsKg.road;\n',
    );
    expect(errors).toEqual([
      'Unexpected path "~/modules/quotes/container-plan" imported in restricted zone. Layer "the content areas" may not import from a layer above it (docs/decisions/036-module-boundaries.md).',
    ]);
  }, 60_000);

  it("lets an area import from the layers below it", async () => {
    const errors = await layerErrors(
      "app/modules/quotes/layer-probe.ts",
      'import type { Slide } from "~/modules/site-settings/slide";\nimport { languages } from "~/i18n/languages";\nexport const probe = (slide: Slide) => [slide, languages];\n',
    );
    expect(errors).toEqual([]);
  }, 60_000);
});
