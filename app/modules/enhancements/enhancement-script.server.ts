import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** The public pages' one script (docs/decisions/017), as its source path and as vite.enhance.config.ts builds it. */
export const ENHANCEMENT_ENTRY = "app/enhancements/main.ts";
export const ENHANCEMENT_MANIFEST = "build/client/.vite/enhance-manifest.json";

const manifestSchema = z.record(z.string(), z.object({ file: z.string() }));

let builtScriptUrl: string | undefined;

function readBuiltScriptUrl(): string {
  // Relative to the working directory, like the static files server.js serves from build/client.
  const manifestPath = path.resolve(ENHANCEMENT_MANIFEST);
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, "utf8")));
  const entry = manifest[ENHANCEMENT_ENTRY];
  if (!entry) throw new Error(`${manifestPath} does not list ${ENHANCEMENT_ENTRY}; run npm run build.`);
  return `/${entry.file}`;
}

/** The address of the script a public page loads: Vite serves the source in development, the hashed build otherwise. */
export function enhancementScriptUrl(): string {
  if (import.meta.env.DEV) return `/${ENHANCEMENT_ENTRY}`;
  builtScriptUrl ??= readBuiltScriptUrl();
  return builtScriptUrl;
}
