import { parseWithZod } from "@conform-to/zod/v4";
import { mediaErrorText } from "~/components/admin/media-error-text";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { readFormBody } from "~/modules/http/request-body.server";
import { mediaUploadFormSchema } from "~/modules/media/media-form";
import { MAX_IMAGE_REQUEST_BYTES, receiveMediaUpload } from "~/modules/media/media.server";
import type { Route } from "./+types/media.upload";

/** Uploads are posted; a visitor asking for this address is sent away like from every admin page. */
export async function loader({ context }: Route.LoaderArgs) {
  await requirePermission(context, "catalogue");
  return new Response(dashboardMessages(context).errors.badRequest, {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The media library's upload with JavaScript: the same form and schema as the page's own action,
 * answered as JSON so the browser can show the upload's progress and then open the image.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "catalogue");
  const started = performance.now();
  const form = await readFormBody(request, MAX_IMAGE_REQUEST_BYTES);
  const messages = dashboardMessages(context);
  const schema = mediaUploadFormSchema(messages.admin.media);
  if (!form.ok) {
    const error = form.status === 413 ? mediaErrorText("photoTooLarge", messages.admin) : messages.errors.badRequest;
    return Response.json({ error }, { status: form.status });
  }
  const submission = parseWithZod(form.value, { schema });
  if (submission.status !== "success") {
    const error = Object.values(submission.error ?? {}).flat()[0] ?? messages.errors.badRequest;
    return Response.json({ error }, { status: 400 });
  }
  const upload = await receiveMediaUpload(context.services, submission.value, admin.id);
  if (!upload.ok) return Response.json({ error: mediaErrorText(upload.code, messages.admin) }, { status: upload.status });
  context.services.log({
    event: upload.replaced ? "media.replaced" : "media.uploaded",
    mediaId: upload.id,
    milliseconds: Math.round(performance.now() - started),
  });
  return Response.json({ id: upload.id, filename: upload.filename });
}
