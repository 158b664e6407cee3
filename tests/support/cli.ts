import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Runs `scripts/<script>.ts` as `npm run <script>` would, on the embedded database in `dataDir`
 * (whatever DATABASE_URL or S3_* the test run has set), and answers its exit code and output.
 */
export async function runScript(script: string, args: string[], dataDir: string, env: Record<string, string> = {}) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL" && !name.startsWith("S3_")));
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(root, "node_modules/.bin/tsx"), ["--tsconfig", "tsconfig.json", `scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { ...inherited, DATA_DIR: dataDir, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
