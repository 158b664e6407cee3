import { messagesFor } from "~/i18n/language";
import type { AdminProductCard as Card } from "~/modules/catalogue/product-admin.server";
import { ProductAdminCard } from "./product-admin-card";
import { useDragReorder } from "./use-drag-reorder";

const text = messagesFor("zh").admin.products;

/**
 * The dashboard's product grid in public order. Each card's Up and Down buttons reorder it without
 * JavaScript and from the keyboard; with JavaScript a card can also be dragged onto another's place.
 */
export function SortableProductGrid({ products }: { products: Card[] }) {
  const { scripted, itemProps, itemClass } = useDragReorder("id");
  return (
    <>
      <p className="mb-2 text-sm text-stone-600">{scripted ? text.sortHintDrag : text.sortHint}</p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product, index) => (
          <li key={product.id} {...itemProps(product.id, index)} className={`rounded-lg ${itemClass(product.id, index)}`}>
            <ProductAdminCard product={product} first={index === 0} last={index === products.length - 1} />
          </li>
        ))}
      </ul>
    </>
  );
}
