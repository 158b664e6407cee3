import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { mediaErrorText } from "~/components/admin/media-error-text";
import { MediaUploadForm } from "~/components/admin/media-upload-form";
import { MediaUses } from "~/components/admin/media-uses";
import { Alert } from "~/components/alert";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { formatDateTime } from "~/modules/dates";
import { readFormData } from "~/modules/http/request-body.server";
import { mediaUploadFormSchema } from "~/modules/media/media-form";
import { listMediaLibrary, MAX_IMAGE_REQUEST_BYTES, receiveMediaUpload } from "~/modules/media/media.server";
import type { Route } from "./+types/media";

/** Places named on each card; the image's own page names them all. */
const LIBRARY_USES_SHOWN = 5;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePermission(context, "catalogue");
  const deleted = new URL(request.url).searchParams.get("deleted");
  const timeZone = context.services.config.SITE_TIME_ZONE;
  const items = await listMediaLibrary(context.services.db, LIBRARY_USES_SHOWN);
  const text = dashboardMessages(context).admin.media;
  return {
    deletedNotice: deleted ? text.deletedNotice(deleted.slice(0, 200)) : null,
    items: items.map((item) => ({
      id: item.id,
      filename: item.filename,
      src: item.src,
      srcSet: item.srcSet,
      width: item.width,
      height: item.height,
      uploadedAt: formatDateTime(item.createdAt, timeZone),
      uses: item.uses,
      useCount: item.useCount,
      unusedSince: item.unusedSince && item.useCount === 0 ? formatDateTime(item.unusedSince, timeZone) : null,
    })),
  };
}

/** The upload without JavaScript: the same schema and domain call as the upload endpoint, then the new image's page. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "catalogue");
  const messages = dashboardMessages(context).admin;
  const uploadSchema = mediaUploadFormSchema(messages.media);
  const submission = parseWithZod(await readFormData(request, MAX_IMAGE_REQUEST_BYTES), { schema: uploadSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const upload = await receiveMediaUpload(context.services, submission.value, admin.id);
  if (!upload.ok)
    return data(
      { result: submission.reply({ fieldErrors: { file: [mediaErrorText(upload.code, messages)] } }) },
      { status: upload.status },
    );
  return redirect(`/dashboard/media/${upload.id}?uploaded=1`);
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const text = useDashboardMessages().media;
  return (
    <section className="space-y-4" aria-labelledby="media-heading">
      <h1 id="media-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-600">{text.intro}</p>
      {loaderData.deletedNotice && <Alert tone="success">{loaderData.deletedNotice}</Alert>}
      <MediaUploadForm legend={text.upload.legend} submitLabel={text.upload.submit} lastResult={actionData?.result} />
      {loaderData.items.length === 0 ? (
        <p className="text-sm text-stone-600">{text.empty}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={text.heading}>
          {loaderData.items.map((item) => (
            <li key={item.id} className="min-w-0 overflow-hidden rounded-lg bg-white shadow-sm">
              <Link to={`/dashboard/media/${item.id}`} className="block focus-visible:outline-2" aria-label={text.details(item.filename)}>
                <img
                  src={item.src}
                  srcSet={item.srcSet}
                  sizes="(min-width: 1024px) 240px, 50vw"
                  alt=""
                  loading="lazy"
                  width={item.width}
                  height={item.height}
                  className="aspect-[4/3] w-full bg-stone-100 object-cover"
                />
              </Link>
              <div className="space-y-0.5 p-2 text-xs text-stone-600">
                <p className="truncate text-sm font-medium text-stone-900" title={item.filename}>
                  {item.filename}
                </p>
                <p>{text.pixels(item.width, item.height)}</p>
                <p>{text.uploadedAt(item.uploadedAt)}</p>
                {item.unusedSince ? (
                  <p className="text-amber-800">{text.unusedSince(item.unusedSince)}</p>
                ) : (
                  <MediaUses uses={item.uses} total={item.useCount} className="space-y-0.5" />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
