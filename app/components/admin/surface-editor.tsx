import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { SurfaceEditorText } from "~/i18n/admin-surface-editor";
import type { Point, SceneSurface } from "~/database/scene-surface";
import { composeRoom, slabPhotoOf } from "~/modules/room-scenes/composition";
import type { RgbaImage } from "~/modules/room-scenes/warp";
import {
  draggedPoint,
  handleLabel,
  handlePoint,
  handlesOf,
  holdOn,
  keyboardMove,
  labelPoint,
  PREVIEW_DRAFT_WIDTH,
  PREVIEW_SLAB_MAX_SIDE,
  previewableSurfaces,
  previewSize,
  scaledToFit,
  surfaceProblems,
  withHandleAt,
  type SurfaceHandle,
} from "./surface-editor-geometry";
import { useHydrated } from "~/components/use-hydrated";

export type PreviewSlab = { id: string; title: string; src: string; slabLengthMm: number };

type SurfaceEditorProps = {
  /** A same-origin URL, so the preview may read the photo's pixels. */
  photo: { src: string; width: number; height: number };
  surfaces: SceneSurface[];
  onChange: (surfaces: SceneSurface[]) => void;
  /** Which surface the owner works on; the route shows that surface's inputs highlighted. */
  selected: number;
  onSelect: (index: number) => void;
  /** Products whose slab the preview can show; may be empty. */
  slabs: PreviewSlab[];
  text: SurfaceEditorText;
};

/**
 * The scene editor's visual part: the room photo with each surface's outline and draggable corners, and a live
 * preview of a product's slab on them. Dragging needs JavaScript, so the server renders nothing and the route's
 * numeric inputs do the work until the page runs; the surfaces stay in the route's state either way.
 */
export function SurfaceEditor(props: SurfaceEditorProps) {
  const scripted = useHydrated();
  if (!scripted) return null;
  return <ScriptedSurfaceEditor {...props} />;
}

function ScriptedSurfaceEditor({ photo, surfaces, onChange, selected, onSelect, slabs, text }: SurfaceEditorProps) {
  const headingId = useId();
  const keyHintId = useId();
  const problems = surfaceProblems(surfaces);
  return (
    <section className="min-w-0 space-y-4" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="text-base font-semibold">
          {text.heading}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{text.hint}</p>
        <p id={keyHintId} className="text-sm text-stone-600">
          {text.keyHint}
        </p>
      </div>
      <MarkedPhoto
        photo={photo}
        surfaces={surfaces}
        onChange={onChange}
        selected={selected}
        onSelect={onSelect}
        text={text}
        keyHintId={keyHintId}
      />
      <ul aria-live="polite" className="space-y-1 text-sm text-red-700 empty:hidden">
        {problems.map((problem, index) => (problem ? <li key={index}>{text.problem(index + 1, text.problems[problem])}</li> : null))}
      </ul>
      <Preview photo={photo} surfaces={surfaces} slabs={slabs} text={text} />
    </section>
  );
}

const toPixels = (points: readonly Point[], photo: { width: number; height: number }) =>
  points.map(({ x, y }) => `${x * photo.width},${y * photo.height}`).join(" ");

type Drag = { pointerId: number; surface: number; handle: SurfaceHandle; hold: Point };

function MarkedPhoto({
  photo,
  surfaces,
  onChange,
  selected,
  onSelect,
  text,
  keyHintId,
}: Omit<SurfaceEditorProps, "slabs"> & { keyHintId: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<Drag | null>(null);

  const startDrag = (event: PointerEvent<HTMLButtonElement>, surface: number, handle: SurfaceHandle) => {
    const box = boxRef.current?.getBoundingClientRect();
    if (event.button !== 0 || !box) return;
    // Without this the browser would start selecting text or dragging the photo as an image.
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    dragRef.current = { pointerId: event.pointerId, surface, handle, hold: holdOn(handlePoint(surfaces[surface]!, handle), event, box) };
    if (surface !== selected) onSelect(surface);
  };
  const moveDrag = (event: PointerEvent<HTMLButtonElement>) => {
    const drag = dragRef.current;
    const box = boxRef.current?.getBoundingClientRect();
    if (!drag || drag.pointerId !== event.pointerId || !box) return;
    onChange(withHandleAt(surfaces, drag.surface, drag.handle, draggedPoint(event, box, drag.hold)));
  };
  const endDrag = (event: PointerEvent<HTMLButtonElement>) => {
    if (dragRef.current?.pointerId === event.pointerId) dragRef.current = null;
  };
  const moveByKey = (event: KeyboardEvent<HTMLButtonElement>, surface: number, handle: SurfaceHandle) => {
    const moved = keyboardMove(handlePoint(surfaces[surface]!, handle), event.key, event.shiftKey);
    if (!moved) return;
    event.preventDefault();
    onChange(withHandleAt(surfaces, surface, handle, moved));
  };

  // The selected surface's outline is drawn last, so it lies on top where surfaces meet; its handles are raised instead.
  const drawingOrder = surfaces.map((_, index) => index).sort((a, b) => Number(a === selected) - Number(b === selected));
  return (
    <div ref={boxRef} className="relative select-none overflow-visible rounded bg-stone-200">
      <img src={photo.src} width={photo.width} height={photo.height} alt="" draggable={false} className="block h-auto w-full rounded" />
      <svg
        viewBox={`0 0 ${photo.width} ${photo.height}`}
        preserveAspectRatio="none"
        className="absolute inset-0 h-full w-full"
        // The handles carry the names and the keyboard; the outlines are a pointer's shortcut to choosing a surface.
        aria-hidden="true"
      >
        {drawingOrder.map((index) => {
          const surface = surfaces[index]!;
          const isSelected = index === selected;
          const colour = isSelected ? "fill-amber-300/35 stroke-amber-300" : "fill-white/20 stroke-white";
          return (
            <g key={index} className="cursor-pointer" onClick={() => onSelect(index)}>
              {surface.frontEdge && (
                <polygon
                  points={toPixels([surface.corners[3], surface.corners[2], ...surface.frontEdge.lowerCorners], photo)}
                  className={`${colour} opacity-70`}
                  strokeWidth={2}
                  strokeDasharray="6 4"
                  vectorEffect="non-scaling-stroke"
                />
              )}
              <polygon
                points={toPixels(surface.corners, photo)}
                className={colour}
                strokeWidth={isSelected ? 3 : 2}
                vectorEffect="non-scaling-stroke"
              />
            </g>
          );
        })}
      </svg>
      {surfaces.map((surface, index) => {
        const label = labelPoint(surface);
        return (
          <span
            key={index}
            aria-hidden="true"
            className={`pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 rounded px-1.5 text-sm font-semibold shadow ${index === selected ? "z-10 bg-amber-300 text-stone-900" : "bg-stone-900/70 text-white"}`}
            style={{ left: `${label.x * 100}%`, top: `${label.y * 100}%` }}
          >
            {index + 1}
          </span>
        );
      })}
      {/* In the surfaces' order whichever is selected, so Tab goes round them as the form lists them. */}
      {surfaces.flatMap((surface, index) =>
        handlesOf(surface).map((handle) => {
          const point = handlePoint(surface, handle);
          const isSelected = index === selected;
          // A front edge is a few pixels high, so its lower corners lie just below the near corners: their handles
          // hang below the point they mark, with its top edge on it, instead of covering the corner's handle.
          const shape = handle.kind === "corner" ? "-translate-y-1/2 rounded-full" : "-translate-y-0.5 rounded-t-sm rounded-b-lg";
          const colour = isSelected ? "z-10 bg-amber-300 text-stone-900" : "bg-white/90 text-stone-900";
          return (
            <button
              key={`${index}-${handle.kind}-${handle.index}`}
              type="button"
              aria-label={handleLabel(text, index, handle)}
              aria-describedby={keyHintId}
              className={`absolute flex size-7 -translate-x-1/2 cursor-grab touch-none items-center justify-center border-2 border-stone-900 text-xs font-bold shadow-md active:cursor-grabbing focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:z-20 focus-visible:outline-sky-400 ${shape} ${colour}`}
              style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
              onPointerDown={(event) => startDrag(event, index, handle)}
              onPointerMove={moveDrag}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              onLostPointerCapture={endDrag}
              onKeyDown={(event) => moveByKey(event, index, handle)}
              onFocus={() => index !== selected && onSelect(index)}
            >
              <span aria-hidden="true">{handle.kind === "corner" ? handle.index + 1 : "↑"}</span>
            </button>
          );
        }),
      )}
    </div>
  );
}

/** An image's pixels, drawn at a given size by the browser (which scales smoothly) and read back. */
async function pixelsOf(
  src: string,
  sizeOf: (natural: { width: number; height: number }) => { width: number; height: number },
): Promise<RgbaImage> {
  const image = new Image();
  image.decoding = "async";
  image.src = src;
  await image.decode();
  const { width, height } = sizeOf({ width: image.naturalWidth, height: image.naturalHeight });
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("No 2D canvas to read the image with");
  context.imageSmoothingQuality = "high";
  context.drawImage(image, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/** Pixels read for one source, so a photo or slab that changed is never composed with the previous one's. */
type Loaded = { src: string; pixels: RgbaImage } | { src: string; failed: true };

function useImagePixels(
  src: string | undefined,
  sizeOf: (natural: { width: number; height: number }) => { width: number; height: number },
): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const sizeOfRef = useRef(sizeOf);
  useEffect(() => {
    sizeOfRef.current = sizeOf;
  });
  useEffect(() => {
    if (!src) return;
    let current = true;
    pixelsOf(src, sizeOfRef.current).then(
      (pixels) => current && setLoaded({ src, pixels }),
      () => current && setLoaded({ src, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [src]);
  return loaded && loaded.src === src ? loaded : null;
}

/** The least pause between two draft compositions, so a drag's pointer events are answered between them. */
const DRAFT_MIN_GAP_MS = 80;
/** After a draft, the main thread is left this many times its length for the drag before the next. */
const DRAFT_IDLE_SHARE = 2;
/** When the surfaces have been still this long, the preview is composed again at its full size. */
const SETTLED_MS = 300;

/** Lays the composed pixels on the canvas, enlarging a draft to the canvas's size. */
function paint(canvas: HTMLCanvasElement, composed: RgbaImage) {
  const context = canvas.getContext("2d");
  if (!context) return;
  const pixels = new ImageData(composed.width, composed.height);
  pixels.data.set(composed.data);
  if (composed.width === canvas.width && composed.height === canvas.height) {
    context.putImageData(pixels, 0, 0);
    return;
  }
  const draft = document.createElement("canvas");
  draft.width = composed.width;
  draft.height = composed.height;
  draft.getContext("2d")?.putImageData(pixels, 0, 0);
  context.drawImage(draft, 0, 0, canvas.width, canvas.height);
}

const pixelsIn = (loaded: Loaded | null) => (loaded && "pixels" in loaded ? loaded.pixels : null);

function Preview({ photo, surfaces, slabs, text }: Pick<SurfaceEditorProps, "photo" | "surfaces" | "slabs" | "text">) {
  const selectId = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const slab = slabs.find(({ id }) => id === chosenId) ?? slabs[0];
  const size = previewSize(photo);
  const scene = useImagePixels(slab ? photo.src : undefined, () => size);
  const draftScene = useImagePixels(slab ? photo.src : undefined, () => previewSize(photo, PREVIEW_DRAFT_WIDTH));
  const slabPixels = useImagePixels(slab?.src, (natural) =>
    scaledToFit(natural, { width: PREVIEW_SLAB_MAX_SIDE, height: PREVIEW_SLAB_MAX_SIDE }),
  );
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const draftTimingRef = useRef({ lastEnd: 0, lastDuration: 0 });
  // Compared by value: the route may build new surface objects on every render, and a surface the owner is still
  // fixing changes nothing the preview shows.
  const surfacesKey = JSON.stringify(previewableSurfaces(surfaces));

  const scenePixels = pixelsIn(scene);
  const draftPixels = pixelsIn(draftScene);
  const slabImage = pixelsIn(slabPixels);
  const slabLengthMm = slab?.slabLengthMm ?? 0;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !scenePixels || !slabImage) return;
    const slabPhoto = slabPhotoOf(slabImage, slabLengthMm);
    const previewed = JSON.parse(surfacesKey) as SceneSurface[];
    // A timer rather than an animation frame: the next pointer move would cancel a frame still waiting, and a drag
    // would never see a draft.
    const composeSoon = (scene: RgbaImage, afterMs: number, done?: (durationMs: number) => void) =>
      setTimeout(() => {
        const started = performance.now();
        paint(canvas, composeRoom(scene, slabPhoto, previewed));
        done?.(performance.now() - started);
      }, afterMs);
    // Drafts are throttled, not debounced, so the preview follows a drag while it goes on; the full composition
    // waits until the corner rests. It is counted from the draft's end too: pointer moves held up behind a draft
    // would otherwise look like a pause.
    const draftTiming = draftTimingRef.current;
    const draftWait = Math.max(
      0,
      draftTiming.lastEnd + Math.max(DRAFT_MIN_GAP_MS, draftTiming.lastDuration * DRAFT_IDLE_SHARE) - performance.now(),
    );
    let fullTimer = composeSoon(scenePixels, SETTLED_MS);
    // A draft due no sooner than the full composition would only paint over it.
    const draftTimer =
      draftPixels && draftWait < SETTLED_MS
        ? composeSoon(draftPixels, draftWait, (durationMs) => {
            draftTiming.lastEnd = performance.now();
            draftTiming.lastDuration = durationMs;
            clearTimeout(fullTimer);
            fullTimer = composeSoon(scenePixels, SETTLED_MS);
          })
        : undefined;
    return () => {
      clearTimeout(draftTimer);
      clearTimeout(fullTimer);
    };
  }, [scenePixels, draftPixels, slabImage, slabLengthMm, surfacesKey]);

  const failed = (scene && "failed" in scene) || (slabPixels && "failed" in slabPixels);
  const loading = slab && !failed && (!scenePixels || !slabImage);
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">{text.preview}</h3>
      {slab ? (
        <>
          <p className="text-sm text-stone-600">{text.previewHint}</p>
          <div>
            <label htmlFor={selectId} className="block text-sm font-medium">
              {text.slab}
            </label>
            <select
              id={selectId}
              value={slab.id}
              onChange={(event) => setChosenId(event.target.value)}
              className="mt-1 max-w-full rounded border border-stone-300 px-2 py-1.5 text-sm"
            >
              {slabs.map(({ id, title }) => (
                <option key={id} value={id}>
                  {title}
                </option>
              ))}
            </select>
          </div>
          <p aria-live="polite" className="text-sm text-stone-600 empty:hidden">
            {failed ? text.previewFailed : loading ? text.previewLoading : ""}
          </p>
          <canvas
            ref={canvasRef}
            width={size.width}
            height={size.height}
            role="img"
            aria-label={text.previewImage(slab.title)}
            className={`${failed ? "hidden" : "block"} h-auto w-full max-w-[800px] rounded bg-stone-100`}
          />
        </>
      ) : (
        <p className="text-sm text-stone-600">{text.noSlab}</p>
      )}
    </div>
  );
}
