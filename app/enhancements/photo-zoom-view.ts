/** How the enlarged photo is shown: its scale and how far it is moved from the centre, in CSS pixels. */
export type ZoomView = { scale: number; x: number; y: number };
export type Point = { x: number; y: number };
type Size = { width: number; height: number };

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
export const unzoomed: ZoomView = { scale: MIN_SCALE, x: 0, y: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Keeps the zoomed photo covering its stage: it cannot be moved further than its enlarged edges. */
export function boundedView({ scale, x, y }: ZoomView, stage: Size): ZoomView {
  const reachX = ((scale - 1) * stage.width) / 2;
  const reachY = ((scale - 1) * stage.height) / 2;
  return { scale, x: clamp(x, -reachX, reachX), y: clamp(y, -reachY, reachY) };
}

/** Zooms to `scale` (kept between the limits) so that the point `at`, measured from the stage's centre, stays where it is on screen. */
export function zoomAround(current: ZoomView, scale: number, at: Point, stage: Size): ZoomView {
  const next = clamp(scale, MIN_SCALE, MAX_SCALE);
  const ratio = next / current.scale;
  return boundedView({ scale: next, x: at.x - (at.x - current.x) * ratio, y: at.y - (at.y - current.y) * ratio }, stage);
}

/** Stands for the zoom level in the server-rendered "Zoom {percent}%" text, which the script fills in. */
export const ZOOM_PERCENT_PLACEHOLDER = "{percent}";

/** The zoom's status line: "Zoom 150%", and which photo when there are several ("Zoom 150% · Photo 2 of 3"). */
export function zoomStatus(levelTemplate: string, scale: number, position: string | null): string {
  const level = levelTemplate.replace(ZOOM_PERCENT_PLACEHOLDER, String(Math.round(scale * 100)));
  return position ? `${level} · ${position}` : level;
}

/** The photo to show after `from` moving by `step` (±1), wrapping around at either end. */
export const wrappedIndex = (from: number, step: number, count: number) => (from + step + count) % count;

/** Which way an arrow key moves through a row of photos: on a right-to-left page the next photo lies to the left. */
export function photoStepOfKey(key: string, direction: string): number | undefined {
  const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
  return { [backward]: -1, ArrowUp: -1, [forward]: 1, ArrowDown: 1 }[key];
}
