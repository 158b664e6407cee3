import { storedFileResponse } from "~/modules/http/stored-file.server";
import { assertSafeKey, InvalidStorageKeyError, isPublicMediaKey } from "~/modules/storage/storage.server";
import type { Route } from "./+types/media";

export async function loader({ params, context }: Route.LoaderArgs) {
  let key: string;
  try {
    key = assertSafeKey(params["*"] ?? "");
  } catch (error) {
    if (error instanceof InvalidStorageKeyError) return new Response("Not found", { status: 404 });
    throw error;
  }
  if (!isPublicMediaKey(key)) return new Response("Not found", { status: 404 });
  const stored = await context.services.storage.get(key);
  if (!stored) return new Response("Not found", { status: 404 });
  return storedFileResponse(stored);
}
