import { data, Form, Link, redirect } from "react-router";
import { textIn } from "~/i18n/owner-texts";
import { z } from "zod";
import { mediaErrorText } from "~/components/admin/media-error-text";
import { Alert } from "~/components/alert";
import { inputClass } from "~/components/auth-shell";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { readFormBody } from "~/modules/http/request-body.server";
import { MAX_IMAGE_REQUEST_BYTES } from "~/modules/media/media.server";
import { createSceneFromUpload, listAdminScenes } from "~/modules/room-scenes/room-scene-editing.server";
import { ROOM_SCENES_PATH } from "~/modules/room-scenes/room-scene-form";
import { MAX_PHOTO_MEGABYTES } from "~/modules/storage/image-limits";
import type { Route } from "./+types/room-scenes";

/** The editor sends the browser back here after a delete; the address says which scene went. */
const noticeSchema = z
  .object({ deleted: z.string().min(1).max(200) })
  .nullable()
  .catch(null);

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, "catalogue");
  const notice = noticeSchema.parse(url.searchParams.has("deleted") ? Object.fromEntries(url.searchParams) : null);
  const scenes = await listAdminScenes(context.services.db);
  const text = dashboardMessages(context).admin.roomScenes;
  return { scenes, notice: notice && text.deleted(notice.deleted) };
}

/** Adds a room from an uploaded photo and opens it to mark its surfaces. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "catalogue");
  const form = await readFormBody(request, MAX_IMAGE_REQUEST_BYTES);
  const messages = dashboardMessages(context);
  if (!form.ok)
    return data(
      { error: form.status === 413 ? mediaErrorText("photoTooLarge", messages.admin) : messages.errors.badRequest },
      { status: form.status },
    );
  const created = await createSceneFromUpload(context.services, form.value.get("photo"), admin);
  if (!created.ok) return data({ error: mediaErrorText(created.code, messages.admin) }, { status: created.status });
  throw redirect(`${ROOM_SCENES_PATH}/${created.id}?created=1`);
}

export default function RoomScenes({ loaderData, actionData }: Route.ComponentProps) {
  const text = useDashboardMessages().roomScenes;
  const { scenes, notice } = loaderData;
  return (
    <section className="space-y-4" aria-labelledby="room-scenes-heading">
      <h1 id="room-scenes-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-600">{text.intro}</p>
      {notice && <Alert tone="success">{notice}</Alert>}
      {actionData?.error && <Alert tone="error">{actionData.error}</Alert>}
      {scenes.length === 0 ? (
        <p className="rounded-lg bg-white p-5 text-stone-600 shadow-sm">{text.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {scenes.map((scene) => {
            const name = textIn(scene.texts, "name", "zh");
            const placement =
              scene.placement === "all"
                ? text.placementSummary.all
                : scene.placement === "categories"
                  ? text.placementSummary.categories(scene.categoryIds.length)
                  : text.placementSummary.products(scene.productIds.length);
            return (
              <li key={scene.id} className="overflow-hidden rounded-lg bg-white shadow-sm">
                <img
                  src={scene.photo.src}
                  srcSet={scene.photo.srcSet}
                  sizes="(min-width: 1024px) 320px, 100vw"
                  alt=""
                  loading="lazy"
                  className="aspect-[16/10] w-full object-cover"
                />
                <div className="space-y-1 p-4">
                  <p className="font-medium">
                    {name}
                    {scene.shippedKey && (
                      <span className="ml-2 rounded bg-brand-100 px-2 py-0.5 text-xs text-brand-900">{text.shipped}</span>
                    )}
                    {!scene.visible && <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-xs text-stone-700">{text.hidden}</span>}
                  </p>
                  <p className="text-sm text-stone-600">
                    {text.surfaceCount(scene.surfaces.length)} · {placement}
                  </p>
                  <Link
                    to={`${ROOM_SCENES_PATH}/${scene.id}`}
                    aria-label={text.editLabel(name)}
                    className="inline-block rounded border border-brand-800 px-3 py-1.5 text-sm text-brand-800 hover:bg-brand-50"
                  >
                    {text.edit}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Form method="post" encType="multipart/form-data" className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
        <h2 className="font-semibold">{text.uploadLegend}</h2>
        <p id="room-photo-hint" className="text-sm text-stone-600">
          {text.uploadHint(MAX_PHOTO_MEGABYTES)}
        </p>
        <div>
          <label htmlFor="room-photo" className="block text-sm font-medium">
            {text.photoFile}
          </label>
          <input
            id="room-photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            required
            aria-describedby="room-photo-hint"
            className={inputClass}
          />
        </div>
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.upload}
        </button>
      </Form>
    </section>
  );
}
