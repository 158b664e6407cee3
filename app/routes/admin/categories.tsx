import { data, Form, Link } from "react-router";
import { ownTextIn } from "~/i18n/owner-texts";
import { z } from "zod";
import { buttonClass } from "~/components/admin/button-class";
import { Alert } from "~/components/alert";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { listAdminCategories, moveCategory, type AdminCategory } from "~/modules/catalogue/categories.server";
import { CATEGORIES_PATH } from "~/modules/catalogue/category-form";
import { readFormData } from "~/modules/http/request-body.server";
import type { Route } from "./+types/categories";

/** The editor sends the browser back here after a delete; the address says which category went. */
const noticeSchema = z
  .object({ deleted: z.string().min(1).max(200) })
  .nullable()
  .catch(null);

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, "catalogue");
  const notice = noticeSchema.parse(url.searchParams.has("deleted") ? Object.fromEntries(url.searchParams) : null);
  const text = dashboardMessages(context).admin.categories;
  return { categories: await listAdminCategories(context.services.db), notice: notice && text.deleted(notice.deleted) };
}

const moveSchema = z.object({ intent: z.literal("move"), id: z.string().min(1).max(200), direction: z.enum(["up", "down"]) });

export async function action({ context, request }: Route.ActionArgs) {
  await requirePermission(context, "catalogue");
  const parsed = moveSchema.safeParse(Object.fromEntries(await readFormData(request, 4 * 1024)));
  const messages = dashboardMessages(context);
  if (!parsed.success) return data({ error: messages.errors.badRequest }, { status: 400 });
  await moveCategory(context.services.db, parsed.data.id, parsed.data.direction);
  return { moved: true };
}

/** A category's Chinese name as the owner wrote it: the list shows it first, the English beside it. */
const chineseTitle = (category: AdminCategory) => ownTextIn(category.texts, "title", "zh") ?? "";

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const text = useDashboardMessages().categories;
  const { categories, notice } = loaderData;
  return (
    <section className="space-y-4" aria-labelledby="categories-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="categories-heading" className="text-xl font-semibold">
          {text.heading}
        </h1>
        <Link
          to={`${CATEGORIES_PATH}/new`}
          className="ml-auto rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900"
        >
          {text.add}
        </Link>
      </div>
      <p className="text-sm text-stone-600">{text.intro}</p>
      {notice && <Alert tone="success">{notice}</Alert>}
      {actionData && "moved" in actionData && <Alert tone="success">{text.moved}</Alert>}
      {actionData && "error" in actionData && <Alert tone="error">{actionData.error}</Alert>}
      {categories.length === 0 ? (
        <p className="rounded-lg bg-white p-5 text-stone-600 shadow-sm">{text.empty}</p>
      ) : (
        <ol className="space-y-2">
          {categories.map((category, index) => (
            <li key={category.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-white p-4 shadow-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {chineseTitle(category)}
                  <span className="ml-2 text-stone-600" lang="en">
                    {category.texts.en.title}
                  </span>
                  {!category.visible && <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-xs text-stone-700">{text.hidden}</span>}
                </p>
                <p className="break-all text-sm text-stone-600">
                  <code>{category.slug}</code> · {text.productCount(category.productCount)}
                </p>
              </div>
              <Form method="post" preventScrollReset className="flex gap-2">
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="id" value={category.id} />
                <button
                  type="submit"
                  name="direction"
                  value="up"
                  disabled={index === 0}
                  aria-label={text.moveUpLabel(chineseTitle(category))}
                  className={buttonClass}
                >
                  {text.moveUp}
                </button>
                <button
                  type="submit"
                  name="direction"
                  value="down"
                  disabled={index === categories.length - 1}
                  aria-label={text.moveDownLabel(chineseTitle(category))}
                  className={buttonClass}
                >
                  {text.moveDown}
                </button>
              </Form>
              <Link
                to={`${CATEGORIES_PATH}/${encodeURIComponent(category.id)}`}
                aria-label={text.editLabel(chineseTitle(category))}
                className="rounded border border-brand-800 px-3 py-1.5 text-sm text-brand-800 hover:bg-brand-50"
              >
                {text.edit}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
