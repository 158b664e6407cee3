import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import type { Database } from "~/database/client.server";
import { authenticate } from "./accounts.server";
import { failureDelayMs, lockedUntil, recordFailure, recordSuccess } from "./login-throttle.server";
import { PASSWORD_MAX_LENGTH } from "./password.server";
import { createSession } from "./session.server";

export const signInSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

export type SignInResult = { ok: true; token: string } | { ok: false; reason: "invalid" | "locked" };

/**
 * Checks the throttle, then the password. A wrong address, a wrong password and a locked account
 * all answer the same way to the visitor; each failure makes the next answer slower.
 */
export async function signIn(
  db: Database,
  input: unknown,
  client: { ipAddress: string; userAgent: string },
  options: { now?: Date; delay?: (ms: number) => Promise<unknown> } = {},
): Promise<SignInResult> {
  const { now = new Date(), delay = sleep } = options;
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const keys = { ipAddress: client.ipAddress, email: parsed.data.email };
  if (await lockedUntil(db, keys, now)) return { ok: false, reason: "locked" };
  const user = await authenticate(db, parsed.data.email, parsed.data.password);
  if (!user) {
    const failures = await recordFailure(db, keys, now);
    await delay(failureDelayMs(failures));
    return { ok: false, reason: "invalid" };
  }
  await recordSuccess(db, keys);
  return { ok: true, token: await createSession(db, user.id, client, now) };
}
