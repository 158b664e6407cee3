import type { SurfaceEditorText } from "~/i18n/admin-surface-editor";
import type { Point, SceneSurface } from "~/database/scene-surface";
import { surfaceProblem, type SurfaceProblem } from "~/modules/room-scenes/surface";

/** A point the owner drags: one of the surface's four corners, or one of its front edge's two lower corners. */
export type SurfaceHandle = { kind: "corner"; index: 0 | 1 | 2 | 3 } | { kind: "frontEdge"; index: 0 | 1 };

/** An arrow key moves a corner by this share of the photo: a pixel or two of a usual photo, fine enough to sit on an edge. */
export const KEY_STEP = 0.002;
/** With Shift, for crossing the photo in a few presses. */
export const KEY_STEP_LARGE = 0.02;
/** The preview is composed at most this wide: enough to judge the slab on a dashboard, quick enough to follow a drag. */
export const PREVIEW_MAX_WIDTH = 800;
/**
 * While a corner moves, the preview follows at this width, a quarter of the pixels: a composition at full width
 * holds the page for a quarter of a second, long enough to make a drag stutter.
 */
export const PREVIEW_DRAFT_WIDTH = 400;
/** The slab photo is read at most this large: finer detail than the preview's surfaces can show is only work. */
export const PREVIEW_SLAB_MAX_SIDE = 1200;

/** Corners are kept to five decimals (a hundredth of a pixel on a 4000 px photo), so the form's numbers stay readable. */
const roundFraction = (value: number) => Math.round(value * 100_000) / 100_000;
const clampFraction = (value: number) => roundFraction(Math.min(1, Math.max(0, value)));

/**
 * Where a dragged point goes: under the pointer, less where in its handle the pointer took hold of it, as fractions
 * of the photo's shown box, kept on the photo when the pointer leaves it. The hold is subtracted before the point is
 * kept on the photo, so a handle taken by its side still reaches the photo's edge.
 */
export function draggedPoint(pointer: { clientX: number; clientY: number }, box: ShownBox, hold: Point = { x: 0, y: 0 }): Point {
  const at = pointerFraction(pointer, box);
  return clampedPoint({ x: at.x - hold.x, y: at.y - hold.y });
}

/** The photo's box on the screen, as getBoundingClientRect gives it. */
type ShownBox = { left: number; top: number; width: number; height: number };

/** Where a pointer is, as fractions of the photo's shown box, outside 0–1 off the photo; the photo's corner while it has no size yet. */
export function pointerFraction({ clientX, clientY }: { clientX: number; clientY: number }, box: ShownBox): Point {
  if (!(box.width > 0 && box.height > 0)) return { x: 0, y: 0 };
  return { x: (clientX - box.left) / box.width, y: (clientY - box.top) / box.height };
}

/** Where in a handle the pointer took hold of it, so the handle does not jump to centre itself under the pointer. */
export function holdOn(point: Point, pointer: { clientX: number; clientY: number }, box: ShownBox): Point {
  const at = pointerFraction(pointer, box);
  return { x: at.x - point.x, y: at.y - point.y };
}

/** A point kept on the photo. */
export function clampedPoint(point: Point): Point {
  return { x: clampFraction(point.x), y: clampFraction(point.y) };
}

const keyDirections: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Where an arrow key moves a point, kept on the photo; null for any other key, which the handle leaves to the browser. */
export function keyboardMove(point: Point, key: string, largeStep: boolean): Point | null {
  const direction = keyDirections[key];
  if (!direction) return null;
  const step = largeStep ? KEY_STEP_LARGE : KEY_STEP;
  return clampedPoint({ x: point.x + direction.x * step, y: point.y + direction.y * step });
}

/** The handles a surface offers: its four corners, then its front edge's lower corners when it has one. */
export function handlesOf(surface: SceneSurface): SurfaceHandle[] {
  const corners = ([0, 1, 2, 3] as const).map((index): SurfaceHandle => ({ kind: "corner", index }));
  if (!surface.frontEdge) return corners;
  return [...corners, ...([0, 1] as const).map((index): SurfaceHandle => ({ kind: "frontEdge", index }))];
}

export function handlePoint(surface: SceneSurface, handle: SurfaceHandle): Point {
  if (handle.kind === "corner") return surface.corners[handle.index];
  return surface.frontEdge?.lowerCorners[handle.index] ?? surface.corners[handle.index === 0 ? 2 : 3];
}

/** The surfaces with one handle moved; the others are the same objects, so nothing else is redrawn. */
export function withHandleAt(surfaces: readonly SceneSurface[], surfaceIndex: number, handle: SurfaceHandle, point: Point): SceneSurface[] {
  return surfaces.map((surface, index) => {
    if (index !== surfaceIndex) return surface;
    if (handle.kind === "corner") {
      const corners = [...surface.corners] as SceneSurface["corners"];
      corners[handle.index] = point;
      return { ...surface, corners };
    }
    if (!surface.frontEdge) return surface;
    const lowerCorners = [...surface.frontEdge.lowerCorners] as [Point, Point];
    lowerCorners[handle.index] = point;
    return { ...surface, frontEdge: { ...surface.frontEdge, lowerCorners } };
  });
}

/** A handle's accessible name, counted from one as the owner counts: "Surface 1, corner 2: far right". */
export function handleLabel(text: SurfaceEditorText, surfaceIndex: number, handle: SurfaceHandle): string {
  if (handle.kind === "corner") return text.corner(surfaceIndex + 1, handle.index + 1, text.cornerNames[handle.index]);
  return text.frontEdgeCorner(surfaceIndex + 1, text.frontEdgeCornerNames[handle.index]);
}

/** Where a surface's number is shown: the middle of its corners, inside any surface that can be used. */
export function labelPoint(surface: SceneSurface): Point {
  const sum = surface.corners.reduce((total, corner) => ({ x: total.x + corner.x, y: total.y + corner.y }), { x: 0, y: 0 });
  return { x: sum.x / surface.corners.length, y: sum.y / surface.corners.length };
}

/** A size made to fit within the bounds, in proportion and never enlarged, at least a pixel each way. */
export function scaledToFit(
  size: { width: number; height: number },
  bounds: { width: number; height: number },
): { width: number; height: number } {
  const scale = Math.min(1, bounds.width / size.width, bounds.height / size.height);
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** The size the preview is composed at: the photo scaled to at most PREVIEW_MAX_WIDTH (or another width) wide. */
export function previewSize(photo: { width: number; height: number }, maxWidth = PREVIEW_MAX_WIDTH): { width: number; height: number } {
  return scaledToFit(photo, { width: maxWidth, height: Number.POSITIVE_INFINITY });
}

/** Why each surface cannot be used, or null; the marking is in fractions, so the photo is the unit square. */
export function surfaceProblems(surfaces: readonly SceneSurface[]): (SurfaceProblem | null)[] {
  return surfaces.map((surface) => surfaceProblem(surface.corners, { width: 1, height: 1 }));
}

const positiveSize = (mm: number) => Number.isFinite(mm) && mm > 0;

/**
 * The surfaces the preview can lay a slab on: a usable outline and real sizes. While a size is being typed (empty
 * reads as zero or NaN) the surface is left out rather than drawn at a nonsense scale, and a front edge without a
 * height is left off while its top still shows.
 */
export function previewableSurfaces(surfaces: readonly SceneSurface[]): SceneSurface[] {
  const problems = surfaceProblems(surfaces);
  return surfaces
    .filter((surface, index) => problems[index] === null && positiveSize(surface.widthMm) && positiveSize(surface.depthMm))
    .map((surface) => {
      const edge = surface.frontEdge;
      if (!edge || (positiveSize(edge.heightMm) && edge.lowerCorners.every(({ x, y }) => Number.isFinite(x) && Number.isFinite(y))))
        return surface;
      const { frontEdge: _leftOff, ...top } = surface;
      return top;
    });
}
