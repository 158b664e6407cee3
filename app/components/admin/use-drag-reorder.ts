import { useState, type DragEvent } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { useSubmit } from "react-router";

/**
 * Dragging an item of a list onto another's place, for lists whose Up and Down buttons already reorder
 * them without JavaScript: the drop posts `{ intent: "place", <idField>: dragged, position }` to the
 * page's action, the same as a plain form would, so the notice and the reloaded list follow.
 */
export function useDragReorder(idField: string) {
  const scripted = useHydrated();
  const submit = useSubmit();
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const endDrag = () => {
    setDragged(null);
    setTarget(null);
  };
  /** A place something dragged can be dropped on: an item's, or another page's link in a paged list (`position` counted over every page). */
  const dropProps = (position: number, id?: string) => ({
    onDragOver: (event: DragEvent) => {
      if (!dragged) return;
      event.preventDefault();
      setTarget(position);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged && dragged !== id)
        void submit({ intent: "place", [idField]: dragged, position: String(position) }, { method: "post", preventScrollReset: true });
      endDrag();
    },
  });
  const itemProps = (id: string, index: number) => ({
    draggable: scripted,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", id);
      setDragged(id);
    },
    ...dropProps(index, id),
    onDragEnd: endDrag,
  });
  /** Classes of an item: grabbable once dragging works, outlined while something is dragged over its place. */
  const itemClass = (id: string, index: number) => `${scripted ? "cursor-grab" : ""} ${dragged !== id ? dropClass(index) : ""}`;
  /** Outlined while something is dragged over the place. */
  const dropClass = (position: number) =>
    dragged && target === position ? "outline-2 outline-offset-2 outline-brand-700 outline-dashed" : "";
  return { scripted, itemProps, itemClass, dropProps, dropClass };
}
