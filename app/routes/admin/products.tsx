import { requireAdmin } from "~/modules/auth/guards.server";
import type { Route } from "./+types/products";

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return null;
}

export default function AdminProducts() {
  return null;
}
