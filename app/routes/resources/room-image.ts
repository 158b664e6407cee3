import { z } from "zod";
import { storedFileResponse } from "~/modules/http/stored-file.server";
import { roomImage } from "~/modules/room-scenes/room-compositions.server";
import type { Route } from "./+types/room-image";

const addressSchema = z.object({ sceneId: z.uuid(), productId: z.string().min(1).max(200), fileName: z.string().max(40) });

/**
 * A product's slab composed onto a room scene. Until the background job has composed it, the empty room answers in
 * its place, never kept by a cache, and the composition is asked for: the page never waits for one.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const address = addressSchema.safeParse(params);
  if (!address.success) return new Response("Not found", { status: 404 });
  const { services } = context;
  const image = await roomImage(services, address.data, request.method === "HEAD" ? null : services.composeRoomsSoon);
  if (!image) return new Response("Not found", { status: 404 });
  return storedFileResponse(image.file, image.composed ? undefined : "no-store");
}
