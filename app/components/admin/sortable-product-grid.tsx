import { Link } from "react-router";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import type { Paging } from "~/modules/http/paging";
import type { AdminProductCard as Card } from "~/modules/catalogue/admin-product-list.server";
import { ProductAdminCard } from "./product-admin-card";
import { useDragReorder } from "./use-drag-reorder";

type Props = {
  products: Card[];
  paging: Paging;
  /** False while the list is narrowed or sorted otherwise: places then mean nothing in the public order. */
  reorderable: boolean;
  pageHref: (page: number) => string;
};

/**
 * One page of the dashboard's product grid. In public order each card's Up and Down buttons reorder it
 * without JavaScript and from the keyboard, also across pages (Up on a page's first card); with
 * JavaScript a card can also be dragged onto another's place, or onto the previous or next page's link.
 */
export function SortableProductGrid({ products, paging, reorderable, pageHref }: Props) {
  const text = useDashboardMessages().products;
  const { scripted, itemProps, itemClass, dropProps, dropClass } = useDragReorder("id");
  const offset = (paging.page - 1) * paging.size;
  const paged = paging.pages > 1;
  const hint = !reorderable ? text.sortHintFiltered : scripted ? text.sortHintDrag : text.sortHint;
  const pageLink = "rounded border border-stone-300 px-4 py-2 hover:bg-stone-100";
  return (
    <>
      <p className="mb-2 text-sm text-stone-600">
        {hint}
        {reorderable && scripted && paged && ` ${text.sortHintPages}`}
      </p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product, index) => {
          const position = offset + index;
          return reorderable ? (
            <li key={product.id} {...itemProps(product.id, position)} className={`rounded-lg ${itemClass(product.id, position)}`}>
              <ProductAdminCard product={product} first={position === 0} last={position === paging.total - 1} />
            </li>
          ) : (
            <li key={product.id} className="rounded-lg">
              <ProductAdminCard product={product} first last />
            </li>
          );
        })}
      </ul>
      {paged && (
        <nav aria-label={text.list.pages} className="mt-6 flex flex-wrap items-center justify-between gap-4 text-sm">
          {paging.page > 1 ? (
            <Link
              to={pageHref(paging.page - 1)}
              rel="prev"
              className={`${pageLink} ${dropClass(offset - 1)}`}
              {...(reorderable && dropProps(offset - 1))}
            >
              {text.list.previous}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-stone-600">{text.list.pageOf(paging.page, paging.pages)}</span>
          {paging.page < paging.pages ? (
            <Link
              to={pageHref(paging.page + 1)}
              rel="next"
              className={`${pageLink} ${dropClass(offset + paging.size)}`}
              {...(reorderable && dropProps(offset + paging.size))}
            >
              {text.list.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
