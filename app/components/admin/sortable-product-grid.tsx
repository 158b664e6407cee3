import { useState, useSyncExternalStore } from "react";
import { useSubmit } from "react-router";
import { messagesFor } from "~/i18n/language";
import type { AdminProductCard as Card } from "~/modules/catalogue/product-admin.server";
import { ProductAdminCard } from "./product-admin-card";

const text = messagesFor("zh").admin.products;

const neverChanges = () => () => {};
/** False in the server's HTML and true once the page runs JavaScript, so dragging is offered only when it works. */
const useScripted = () => useSyncExternalStore(neverChanges, () => true, () => false);

/**
 * The dashboard's product grid in public order. Each card's Up and Down buttons reorder it without
 * JavaScript and from the keyboard; with JavaScript a card can also be dragged onto another's place,
 * which posts the same action as a plain form would, so the notice and the reloaded list follow.
 */
export function SortableProductGrid({ products }: { products: Card[] }) {
  const scripted = useScripted();
  const submit = useSubmit();
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const endDrag = () => {
    setDragged(null);
    setTarget(null);
  };
  return (
    <>
      <p className="mb-2 text-sm text-stone-600">{scripted ? text.sortHintDrag : text.sortHint}</p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product, index) => (
          <li
            key={product.id}
            draggable={scripted}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", product.id);
              setDragged(product.id);
            }}
            onDragOver={(event) => {
              if (!dragged) return;
              event.preventDefault();
              setTarget(index);
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged && dragged !== product.id) {
                void submit({ intent: "place", id: dragged, position: String(index) }, { method: "post", preventScrollReset: true });
              }
              endDrag();
            }}
            onDragEnd={endDrag}
            className={`rounded-lg ${scripted ? "cursor-grab" : ""} ${target === index && dragged !== product.id ? "outline-2 outline-offset-2 outline-brand-700 outline-dashed" : ""}`}
          >
            <ProductAdminCard product={product} first={index === 0} last={index === products.length - 1} />
          </li>
        ))}
      </ul>
    </>
  );
}
