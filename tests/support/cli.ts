import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const root = path.resolve(import.meta.dirname, "../..");
const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };

/** The command line of `npm run <script>` as package.json writes it, its program taken from `node_modules/.bin`. */
export function scriptCommand(script: string): string[] {
  const [program, ...args] = scripts[script]!.split(" ");
  return [path.join("node_modules/.bin", program!), ...args];
}

/**
 * Runs the command of `npm run <script>` as package.json writes it, on the embedded database in `dataDir`
 * (whatever DATABASE_URL or S3_* the test run has set), and answers its exit code and output.
 */
export async function runScript(script: string, args: string[], dataDir: string, env: Record<string, string> = {}) {
  const [program, ...scriptArgs] = scriptCommand(script);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL" && !name.startsWith("S3_")));
  try {
    const { stdout, stderr } = await promisify(execFile)(program!, [...scriptArgs, ...args], {
      cwd: root,
      env: { ...inherited, DATA_DIR: dataDir, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
