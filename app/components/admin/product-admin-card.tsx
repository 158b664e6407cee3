import { ProductImage } from "~/components/product-image";
import { buttonClass } from "./button-class";
import { ConfirmDelete } from "./confirm-delete";
import { Form, Link, useNavigation } from "react-router";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { pagePath } from "~/i18n/language-paths";
import type { AdminProductCard as Card } from "~/modules/catalogue/admin-product-list.server";

const moveButtonClass = `${buttonClass} disabled:cursor-not-allowed disabled:opacity-40`;

type Props = { product: Card; first: boolean; last: boolean };

/** One plain form per action, so each works without JavaScript. */
function ActionForm({ intent, id, children }: { intent: string; id: string; children: React.ReactNode }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {children}
    </Form>
  );
}

/**
 * The dashboard's product card (docs/requirements/dashboard.md#products): photo, title, the first 20 characters of the description, homepage
 * toggle, edit, delete; plus the public page (a hidden one is shown to the owner only), duplicate, and
 * moving it one place up or down the public order.
 */
export function ProductAdminCard({ product, first, last }: Props) {
  const messages = useDashboardMessages();
  const text = messages.products;
  const headingId = `product-card-${product.id}`;
  // Show the flag as asked while the change is saved and the list reloads, not the old one.
  const pending = useNavigation().formData;
  const toggling = pending?.get("intent") === "toggle-homepage" && pending.get("id") === product.id;
  const homepage = toggling ? pending.get("homepage") === "true" : product.homepage;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm">
      <ProductImage
        photo={product.photo}
        sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
        className="h-48 w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={headingId} className="font-semibold text-stone-900">
          {product.title}
        </h2>
        <p className="text-xs text-stone-500">
          ID: {product.id} · {product.categoryTitle ?? text.uncategorised}
          {!product.visible && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-amber-800">{text.hidden}</span>}
        </p>
        <p className="text-sm text-stone-700">{product.descriptionPreview}</p>
        <div className="mt-auto flex flex-wrap items-start gap-2 pt-2">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="toggle-homepage" />
            <input type="hidden" name="id" value={product.id} />
            <input type="hidden" name="homepage" value={String(!homepage)} />
            <button
              type="submit"
              aria-pressed={homepage}
              className={`${buttonClass} aria-pressed:border-green-700 aria-pressed:bg-green-50 aria-pressed:text-green-800`}
            >
              {text.homepage}
              <span aria-hidden="true">
                {messages.labelSuffix}
                {homepage ? text.homepageOn : text.homepageOff}
              </span>
            </button>
          </Form>
          <Link
            to={`?edit=${encodeURIComponent(product.id)}`}
            preventScrollReset
            aria-label={text.editLabel(product.title)}
            className={buttonClass}
          >
            {text.edit}
          </Link>
          <Link to={pagePath.product("zh", product.id)} aria-label={text.viewLabel(product.title)} className={buttonClass}>
            {text.view}
          </Link>
          <Link
            to={`/dashboard/products/${encodeURIComponent(product.id)}/photos`}
            aria-label={messages.gallery.linkLabel(product.title)}
            className={buttonClass}
          >
            {messages.gallery.link}
          </Link>
          <ActionForm intent="duplicate" id={product.id}>
            <button type="submit" aria-label={text.duplicateLabel(product.title)} className={buttonClass}>
              {text.duplicate}
            </button>
          </ActionForm>
          <ActionForm intent="move" id={product.id}>
            <div className="flex gap-2">
              <button
                type="submit"
                name="direction"
                value="up"
                disabled={first}
                aria-label={text.moveUpLabel(product.title)}
                className={moveButtonClass}
              >
                {text.moveUp}
              </button>
              <button
                type="submit"
                name="direction"
                value="down"
                disabled={last}
                aria-label={text.moveDownLabel(product.title)}
                className={moveButtonClass}
              >
                {text.moveDown}
              </button>
            </div>
          </ActionForm>
          <ConfirmDelete id={product.id} label={text.delete} question={text.deleteConfirm(product.title)} />
        </div>
      </div>
    </article>
  );
}
