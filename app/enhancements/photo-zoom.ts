import { keepFocusInsideDialog } from "./dialog-focus";
import { showPhotoIn, type ZoomPhoto } from "./photo-element";
import {
  boundedView,
  MAX_SCALE,
  MIN_SCALE,
  photoStepOfKey,
  unzoomed,
  wrappedIndex,
  zoomAround,
  zoomStatus,
  type Point,
  type ZoomView,
} from "./photo-zoom-view";

const SCALE_STEP = 0.5;
const DOUBLE_TAP_SCALE = 2.5;
const PAN_STEP_PX = 60;
const DOUBLE_TAP_MS = 300;
const TAP_SLOP_PX = 10;
const SWIPE_PX = 50;
/** Left out while a finger moves the photo, so it follows without lag. */
const EASING_CLASSES = ["transition-transform", "duration-150"];

/** One photo as the gallery read it from the page. */

type Options = {
  /** The server-rendered dialog (`PhotoZoomDialog` in product-gallery.tsx), in the page's language. */
  template: HTMLTemplateElement;
  photos: ZoomPhoto[];
  start: number;
  /** Called once the dialog closed, with the photo shown last, so the page shows it too. */
  onClose: (index: number) => void;
};

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Opens the product photos enlarged in a modal dialog, which keeps focus inside and closes with Esc. Keyboard: + and − zoom,
 * 0 resets, the arrow keys move a zoomed photo or, unzoomed, go to the previous or next photo. Touch
 * (Pointer Events): pinch and double-tap zoom, dragging moves a zoomed photo, swiping changes photos.
 */
export function openPhotoZoom({ template, photos, start, onClose }: Options): void {
  const dialog = (template.content.firstElementChild as HTMLDialogElement).cloneNode(true) as HTMLDialogElement;
  const stage = dialog.querySelector<HTMLElement>("[data-zoom-stage]")!;
  const image = stage.querySelector("img")!;
  const status = dialog.querySelector<HTMLElement>("[data-zoom-status]")!;
  const button = (action: string) => dialog.querySelector<HTMLButtonElement>(`[data-zoom-action="${action}"]`);
  const zoomOut = button("out")!;
  const zoomIn = button("in")!;
  const close = button("close")!;

  let index = start;
  let view: ZoomView = unzoomed;

  const stageSize = () => ({ width: stage.clientWidth, height: stage.clientHeight });
  const render = () => {
    image.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
    image.sizes = `${Math.round(view.scale * 100)}vw`;
    zoomOut.disabled = view.scale <= MIN_SCALE;
    zoomIn.disabled = view.scale >= MAX_SCALE;
    status.textContent = zoomStatus(status.dataset.zoomLevel ?? "", view.scale, photos.length > 1 ? photos[index]!.position : null);
  };
  const setView = (next: ZoomView) => {
    view = next;
    render();
  };
  /** Zooms to `scale` keeping the point `at` (from the stage's centre) where it is on screen. */
  const zoomTo = (scale: number, at: Point = { x: 0, y: 0 }) => setView(zoomAround(view, scale, at, stageSize()));
  const panBy = (dx: number, dy: number) => setView(boundedView({ ...view, x: view.x + dx, y: view.y + dy }, stageSize()));
  const show = (next: number) => {
    index = next;
    showPhotoIn(image, photos[index]!);
    setView(unzoomed);
  };
  const step = (by: number) => show(wrappedIndex(index, by, photos.length));

  zoomOut.addEventListener("click", () => zoomTo(view.scale - SCALE_STEP));
  zoomIn.addEventListener("click", () => zoomTo(view.scale + SCALE_STEP));
  button("previous")?.addEventListener("click", () => step(-1));
  button("next")?.addEventListener("click", () => step(1));
  close.addEventListener("click", () => dialog.close());

  dialog.addEventListener("keydown", (event) => {
    keepFocusInsideDialog(event, dialog);
    const zoomed = view.scale > MIN_SCALE;
    const browsable = photos.length > 1;
    const photoStep = photoStepOfKey(event.key, getComputedStyle(dialog).direction);
    const keys: Record<string, (() => void) | undefined> = {
      "+": () => zoomTo(view.scale + SCALE_STEP),
      "=": () => zoomTo(view.scale + SCALE_STEP),
      "-": () => zoomTo(view.scale - SCALE_STEP),
      "0": () => setView(unzoomed),
      ArrowLeft: zoomed ? () => panBy(PAN_STEP_PX, 0) : browsable && photoStep ? () => step(photoStep) : undefined,
      ArrowRight: zoomed ? () => panBy(-PAN_STEP_PX, 0) : browsable && photoStep ? () => step(photoStep) : undefined,
      ArrowUp: zoomed ? () => panBy(0, PAN_STEP_PX) : undefined,
      ArrowDown: zoomed ? () => panBy(0, -PAN_STEP_PX) : undefined,
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });

  const pointers = new Map<number, Point>();
  let gesture: { start: Point; view: ZoomView; pinch?: { distance: number; scale: number } } | null = null;
  let lastTap: { at: number; point: Point } | null = null;
  /** A pointer's position from the stage's centre. */
  const fromCentre = (event: PointerEvent): Point => {
    const box = stage.getBoundingClientRect();
    return { x: event.clientX - box.left - box.width / 2, y: event.clientY - box.top - box.height / 2 };
  };

  stage.addEventListener("pointerdown", (event) => {
    stage.setPointerCapture(event.pointerId);
    const point = fromCentre(event);
    pointers.set(event.pointerId, point);
    const [first, second] = [...pointers.values()];
    gesture = { start: point, view, pinch: second ? { distance: distance(first!, second), scale: view.scale } : undefined };
    image.classList.remove(...EASING_CLASSES);
  });

  stage.addEventListener("pointermove", (event) => {
    if (!pointers.has(event.pointerId) || !gesture) return;
    const point = fromCentre(event);
    pointers.set(event.pointerId, point);
    const { pinch, start: from, view: before } = gesture;
    const [first, second] = [...pointers.values()];
    if (pinch && second) {
      const middle = { x: (first!.x + second.x) / 2, y: (first!.y + second.y) / 2 };
      zoomTo((pinch.scale * distance(first!, second)) / pinch.distance, middle);
    } else if (before.scale > MIN_SCALE) {
      setView(boundedView({ ...before, x: before.x + point.x - from.x, y: before.y + point.y - from.y }, stageSize()));
    }
  });

  const onPointerUp = (event: PointerEvent) => {
    const started = gesture;
    pointers.delete(event.pointerId);
    if (pointers.size > 0) return;
    gesture = null;
    image.classList.add(...EASING_CLASSES);
    if (!started || started.pinch) return;
    const point = fromCentre(event);
    const dx = point.x - started.start.x;
    const dy = point.y - started.start.y;
    if (started.view.scale === MIN_SCALE && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy) && photos.length > 1) {
      step(dx < 0 ? 1 : -1);
      return;
    }
    if (Math.hypot(dx, dy) > TAP_SLOP_PX) return;
    const previous = lastTap;
    if (previous && event.timeStamp - previous.at < DOUBLE_TAP_MS && distance(previous.point, point) < TAP_SLOP_PX * 3) {
      lastTap = null;
      if (view.scale > MIN_SCALE) setView(unzoomed);
      else zoomTo(DOUBLE_TAP_SCALE, point);
    } else {
      lastTap = { at: event.timeStamp, point };
    }
  };
  stage.addEventListener("pointerup", onPointerUp);
  stage.addEventListener("pointercancel", onPointerUp);

  dialog.addEventListener("close", () => {
    dialog.remove();
    onClose(index);
  });

  show(start);
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}
