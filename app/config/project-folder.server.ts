import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A committed top-level folder (migrations, demo photographs), found upwards from this module: in the
 * sources it is two levels up, in the build as many as the bundler's chunk layout puts between them.
 * `marker` is a file inside it that proves it is the right one.
 */
export function findProjectFolder(name: string, marker: string): string {
  for (let directory = path.dirname(fileURLToPath(import.meta.url)); ; directory = path.dirname(directory)) {
    const candidate = path.join(directory, name);
    if (existsSync(path.join(candidate, marker))) return candidate;
    if (path.dirname(directory) === directory) throw new Error(`The ${name}/ folder was not found above the server's code.`);
  }
}
