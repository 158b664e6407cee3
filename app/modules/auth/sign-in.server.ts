import { z } from "zod";
import type { Database } from "~/database/client.server";
import { checkPassword } from "./password-attempts.server";
import { PASSWORD_MAX_LENGTH } from "./password.server";
import { createSession } from "./session.server";

export const signInSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

export type SignInResult =
  | { ok: true; token: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterMs: number };

/** A wrong address and a wrong password answer the same way; too many tries answer "throttled" either way. */
export async function signIn(
  db: Database,
  input: unknown,
  client: { ipAddress: string; userAgent: string },
  now = new Date(),
): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const check = await checkPassword(db, parsed.data.email, parsed.data.password, client.ipAddress, now);
  if (check.outcome === "throttled") return { ok: false, reason: "throttled", retryAfterMs: check.retryAfterMs };
  if (check.outcome === "wrong") return { ok: false, reason: "invalid" };
  return { ok: true, token: await createSession(db, check.user.id, client, now) };
}
