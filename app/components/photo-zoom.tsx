import { useEffect, useRef, useState } from "react";
import type { productGalleryEn } from "~/i18n/product-gallery";
import type { GalleryImage } from "~/modules/catalogue/gallery";
import { boundedView, MAX_SCALE, MIN_SCALE, unzoomed, zoomAround, type Point, type ZoomView as View } from "./photo-zoom-view";

const SCALE_STEP = 0.5;
const DOUBLE_TAP_SCALE = 2.5;
const PAN_STEP_PX = 60;
const DOUBLE_TAP_MS = 300;
const TAP_SLOP_PX = 10;
const SWIPE_PX = 50;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

type Props = {
  photos: GalleryImage[];
  start: number;
  text: typeof productGalleryEn;
  /** Called once the dialog closed, with the photo shown last, so the page shows it too. */
  onClose: (index: number) => void;
};

/**
 * The product photos enlarged in a modal dialog, which keeps focus inside and closes with Esc.
 * Keyboard: + and − zoom, the arrow keys move a zoomed photo or, unzoomed, go to the previous or next
 * photo. Touch: pinch and double-tap zoom, dragging moves a zoomed photo, swiping changes photos.
 */
export default function PhotoZoom({ photos, start, text, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  const [view, setView] = useState<View>(unzoomed);
  const [gesturing, setGesturing] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: Point; view: View; at: number; pinch?: { distance: number; scale: number } } | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  const photo = photos[index]!;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const stageSize = () => ({ width: stage.current?.clientWidth ?? 0, height: stage.current?.clientHeight ?? 0 });
  const bounded = (next: View) => boundedView(next, stageSize());
  /** Zooms to `scale` keeping the point `at` (from the stage's centre) where it is on screen. */
  const zoomTo = (scale: number, at: Point = { x: 0, y: 0 }) => setView((current) => zoomAround(current, scale, at, stageSize()));
  const panBy = (dx: number, dy: number) => setView((current) => bounded({ ...current, x: current.x + dx, y: current.y + dy }));
  const show = (next: number) => {
    setIndex((next + photos.length) % photos.length);
    setView(unzoomed);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const zoomed = view.scale > MIN_SCALE;
    const keys: Record<string, (() => void) | undefined> = {
      "+": () => zoomTo(view.scale + SCALE_STEP),
      "=": () => zoomTo(view.scale + SCALE_STEP),
      "-": () => zoomTo(view.scale - SCALE_STEP),
      "0": () => setView(unzoomed),
      ArrowLeft: zoomed ? () => panBy(PAN_STEP_PX, 0) : photos.length > 1 ? () => show(index - 1) : undefined,
      ArrowRight: zoomed ? () => panBy(-PAN_STEP_PX, 0) : photos.length > 1 ? () => show(index + 1) : undefined,
      ArrowUp: zoomed ? () => panBy(0, PAN_STEP_PX) : undefined,
      ArrowDown: zoomed ? () => panBy(0, -PAN_STEP_PX) : undefined,
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  /** A pointer's position from the stage's centre. */
  const fromCentre = (event: React.PointerEvent): Point => {
    const box = stage.current!.getBoundingClientRect();
    return { x: event.clientX - box.left - box.width / 2, y: event.clientY - box.top - box.height / 2 };
  };

  const onPointerDown = (event: React.PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = fromCentre(event);
    pointers.current.set(event.pointerId, point);
    const [first, second] = [...pointers.current.values()];
    gesture.current = { start: point, view, at: event.timeStamp, pinch: second ? { distance: distance(first!, second), scale: view.scale } : undefined };
    setGesturing(true);
  };

  const onPointerMove = (event: React.PointerEvent) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    const point = fromCentre(event);
    pointers.current.set(event.pointerId, point);
    const { pinch, start: from, view: before } = gesture.current;
    const [first, second] = [...pointers.current.values()];
    if (pinch && second) {
      const middle = { x: (first!.x + second.x) / 2, y: (first!.y + second.y) / 2 };
      zoomTo((pinch.scale * distance(first!, second)) / pinch.distance, middle);
    } else if (before.scale > MIN_SCALE) {
      setView(bounded({ ...before, x: before.x + point.x - from.x, y: before.y + point.y - from.y }));
    }
  };

  const onPointerUp = (event: React.PointerEvent) => {
    const started = gesture.current;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) return;
    gesture.current = null;
    setGesturing(false);
    if (!started || started.pinch) return;
    const point = fromCentre(event);
    const dx = point.x - started.start.x;
    const dy = point.y - started.start.y;
    if (started.view.scale === MIN_SCALE && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy) && photos.length > 1) {
      show(index + (dx < 0 ? 1 : -1));
      return;
    }
    if (Math.hypot(dx, dy) > TAP_SLOP_PX) return;
    const previous = lastTap.current;
    if (previous && event.timeStamp - previous.at < DOUBLE_TAP_MS && distance(previous.point, point) < TAP_SLOP_PX * 3) {
      lastTap.current = null;
      if (view.scale > MIN_SCALE) setView(unzoomed);
      else zoomTo(DOUBLE_TAP_SCALE, point);
    } else {
      lastTap.current = { at: event.timeStamp, point };
    }
  };

  const buttonClass = "rounded bg-white/15 px-3 py-1.5 text-sm text-white hover:bg-white/25 disabled:opacity-40";
  return (
    <dialog
      ref={dialog}
      aria-label={text.zoomDialog}
      aria-describedby="photo-zoom-hint"
      onKeyDown={onKeyDown}
      onClose={() => onClose(index)}
      className="fixed inset-0 m-0 flex h-dvh max-h-none w-screen max-w-none flex-col bg-stone-950 p-0 text-white backdrop:bg-black/80"
    >
      <div className="flex flex-wrap items-center gap-2 p-2">
        <button type="button" onClick={() => zoomTo(view.scale - SCALE_STEP)} disabled={view.scale <= MIN_SCALE} className={buttonClass}>
          <span aria-hidden="true">−</span> {text.zoomOut}
        </button>
        <button type="button" onClick={() => zoomTo(view.scale + SCALE_STEP)} disabled={view.scale >= MAX_SCALE} className={buttonClass}>
          <span aria-hidden="true">+</span> {text.zoomIn}
        </button>
        {photos.length > 1 && (
          <>
            <button type="button" onClick={() => show(index - 1)} className={buttonClass}>
              {text.previous}
            </button>
            <button type="button" onClick={() => show(index + 1)} className={buttonClass}>
              {text.next}
            </button>
          </>
        )}
        <p role="status" className="text-sm">
          {text.zoomLevel(Math.round(view.scale * 100))}
          {photos.length > 1 && ` · ${text.position(index + 1, photos.length)}`}
        </p>
        {/* Focused first, so Enter or Esc right after opening closes again. */}
        <button type="button" autoFocus onClick={() => dialog.current?.close()} className={`${buttonClass} ml-auto`}>
          {text.close}
        </button>
      </div>
      <p id="photo-zoom-hint" className="sr-only">
        {text.keyHint}
      </p>
      <div
        ref={stage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        className="relative min-h-0 flex-1 touch-none overflow-hidden select-none"
      >
        <img
          key={photo.id}
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={`${Math.round(view.scale * 100)}vw`}
          width={photo.width}
          height={photo.height}
          alt={photo.alt}
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          className={`h-full w-full object-contain ${gesturing ? "" : "transition-transform duration-150"}`}
        />
      </div>
    </dialog>
  );
}
