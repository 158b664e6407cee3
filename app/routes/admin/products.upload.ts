import { productErrorText } from "~/components/admin/product-error-text";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { MAX_PRODUCT_REQUEST_BYTES, storeUploadedPhoto } from "~/modules/catalogue/product-photo-upload.server";
import { readFormBody } from "~/modules/http/request-body.server";
import type { Route } from "./+types/products.upload";

/** Uploads are posted; a visitor asking for this address is sent away like from every admin page. */
export async function loader({ context }: Route.LoaderArgs) {
  await requirePermission(context, "catalogue");
  return new Response(dashboardMessages(context).errors.badRequest, {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The dashboard's photo upload: one multipart image, answered with the stored photo's address and
 * sizes as JSON, so the browser can show the upload's progress and keep the result in the form.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "catalogue");
  const started = performance.now();
  const form = await readFormBody(request, MAX_PRODUCT_REQUEST_BYTES);
  const messages = dashboardMessages(context);
  if (!form.ok) {
    const error = form.status === 413 ? productErrorText("photoTooLarge", messages.admin) : messages.errors.badRequest;
    return Response.json({ error }, { status: form.status });
  }
  const upload = await storeUploadedPhoto(context.services, form.value.get("photo"), admin.id);
  if (!upload.ok) return Response.json({ error: productErrorText(upload.code, messages.admin) }, { status: upload.status });
  context.services.log({
    event: "product.photo-uploaded",
    photoUrl: upload.image.photoUrl,
    variants: upload.image.variants.length,
    milliseconds: Math.round(performance.now() - started),
  });
  return Response.json(upload.image);
}
