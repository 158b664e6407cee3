// `npm run admin -- create --email you@example.com`, `npm run admin -- reset-password --email …` or
// `npm run admin -- reset-second-factor --email …` (a lost phone or key).
// The password is asked for on the terminal (or read from ADMIN_PASSWORD), never taken from the command line.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { password } from "@inquirer/prompts";
import { loadConfig } from "~/config/config.server";
import { createOrResetAdministrator, findUserByEmail } from "~/modules/auth/accounts.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/modules/auth/password-rules";
import { resetSecondFactor } from "~/modules/auth/second-factor.server";
import { openInstanceDatabase } from "~/modules/operations/data-dir-lock.server";

const usage =
  "Usage: npm run admin -- create --email you@example.com | reset-password --email you@example.com | reset-second-factor --email you@example.com";
const commands = ["create", "reset-password", "reset-second-factor"];

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    return readFileSync(0, "utf8").split("\n")[0]!.trim();
  }
  const first = await password({
    message: `New password (${PASSWORD_MIN_LENGTH} characters or more):`,
    mask: true,
    validate: (value) =>
      (value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH) ||
      `Between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters, please.`,
  });
  const second = await password({ message: "Repeat it:", mask: true });
  if (first !== second) throw new Error("The two passwords differ.");
  return first;
}

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { email: { type: "string" } } });
  const command = positionals[0];
  if (!command || !commands.includes(command) || !values.email) {
    console.error(usage);
    process.exit(2);
  }
  const database = await openInstanceDatabase(loadConfig(), "npm run admin");
  try {
    const account = await findUserByEmail(database.db, values.email);
    if (command !== "create" && !account) {
      console.error(`No administrator has the address ${values.email}. Use "create" to add one.`);
      process.exitCode = 1;
      return;
    }
    if (command === "reset-second-factor") {
      await resetSecondFactor(database.db, account!.id);
      console.log(
        `Second factor of ${values.email} removed (passkeys, authenticator app, recovery codes) and every session ended. Sign in with the password and set up a new one.`,
      );
      return;
    }
    const outcome = await createOrResetAdministrator(database.db, values.email, await askPassword());
    console.log(
      outcome === "created"
        ? `Administrator ${values.email} created.`
        : `Password of ${values.email} changed; every session and emailed link of the account has ended.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // Ctrl+C at a prompt ends the command with nothing changed, not with the prompt library's own wording.
  const cancelled = error instanceof Error && error.name === "ExitPromptError";
  console.error(cancelled ? "Cancelled: nothing was changed." : error instanceof Error ? error.message : String(error));
  process.exit(1);
});
