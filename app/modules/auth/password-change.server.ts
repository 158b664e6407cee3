import type { Database } from "~/database/client.server";
import { replacePassword } from "./accounts.server";
import { checkPassword } from "./password-attempts.server";

export type PasswordChangeResult = "changed" | "wrong-password" | "throttled";

/** From the account page: the current password first, through the same throttle as sign-in; other devices are signed out. */
export async function changePassword(
  db: Database,
  user: { id: string; email: string; sessionId: string },
  passwords: { current: string; next: string },
  clientIp: string,
): Promise<PasswordChangeResult> {
  const check = await checkPassword(db, user.email, passwords.current, clientIp);
  if (check.outcome !== "correct") return check.outcome === "wrong" ? "wrong-password" : "throttled";
  await replacePassword(db, user.id, passwords.next, user.sessionId);
  return "changed";
}
