// `npm run admin -- create --email you@example.com` or `npm run admin -- reset-password --email …`.
// The password is asked for on the terminal (or read from ADMIN_PASSWORD), never taken from the command line.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "~/config/config.server";
import { openDatabase } from "~/database/client.server";
import { createOrResetAdministrator, findUserByEmail } from "~/modules/auth/accounts.server";
import { serverPidFile } from "~/modules/operations/server-lock.server";

const usage = "Usage: npm run admin -- create --email you@example.com | reset-password --email you@example.com";

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    return readFileSync(0, "utf8").split("\n")[0]!.trim();
  }
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Echo off while typing the password.
  const output = terminal as unknown as { _writeToOutput: (text: string) => void };
  const write = output._writeToOutput.bind(terminal);
  let hidden = false;
  output._writeToOutput = (text) => write(hidden ? "" : text);
  const ask = async (prompt: string) => {
    process.stdout.write(prompt);
    hidden = true;
    const answer = await terminal.question("");
    hidden = false;
    process.stdout.write("\n");
    return answer;
  };
  const first = await ask("New password (8 characters or more): ");
  const second = await ask("Repeat it: ");
  terminal.close();
  if (first !== second) throw new Error("The two passwords differ.");
  return first;
}

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { email: { type: "string" } } });
  const command = positionals[0];
  if ((command !== "create" && command !== "reset-password") || !values.email) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const pidFile = serverPidFile(config.dataDir);
  if (!config.DATABASE_URL && existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, "utf8"));
    let running = false;
    try {
      process.kill(pid, 0);
      running = true;
    } catch {
      running = false;
    }
    if (running) {
      console.error(`The server (pid ${pid}) has the embedded database under ${path.resolve(config.dataDir)} open. Stop it first.`);
      process.exit(1);
    }
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    if (command === "reset-password" && !(await findUserByEmail(database.db, values.email))) {
      console.error(`No administrator has the address ${values.email}. Use "create" to add one.`);
      process.exitCode = 1;
      return;
    }
    const outcome = await createOrResetAdministrator(database.db, values.email, await askPassword());
    console.log(outcome === "created" ? `Administrator ${values.email} created.` : `Password of ${values.email} changed; every session and emailed link of the account has ended.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
