import { z } from "zod";
import { readJsonBody } from "~/modules/http/request-body.server";
import { RATE_LIMITS } from "~/modules/rate-limit/policies";
import { takeRateLimit } from "~/modules/rate-limit/rate-limit.server";
import type { Route } from "./+types/page-view";

const MAX_BEACON_BYTES = 4096;

const beaconSchema = z.object({ path: z.string().startsWith("/").max(2000) });

/** Client-side navigations report the page they showed; the first page of a visit is recorded by the server. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405 });
  if (!(await takeRateLimit(context.services.db, RATE_LIMITS.pageViewPerAddress, context.clientIp)).allowed)
    return new Response(null, { status: 429 });
  const body = await readJsonBody(request, MAX_BEACON_BYTES);
  if (!body.ok) return new Response(null, { status: body.status });
  const parsed = beaconSchema.safeParse(body.value);
  if (!parsed.success) return new Response(null, { status: 400 });
  context.services.pageViews.record({
    url: new URL(parsed.data.path, request.url),
    // The beacon is sent from the page itself; where the visit came from was recorded with its first page.
    referrer: null,
    userAgent: request.headers.get("user-agent") ?? "",
    ipAddress: context.clientIp,
    userId: (await context.currentUser())?.id ?? null,
  });
  return new Response(null, { status: 204 });
}
