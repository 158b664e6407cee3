import { requireAdmin } from "~/modules/auth/guards.server";
import type { Route } from "./+types/analytics";

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return null;
}

export default function AdminAnalytics() {
  return null;
}
