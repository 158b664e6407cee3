import type { Point, SceneSurface } from "~/database/scene-surface";
// Named with their extension: the composition thread runs these files as Node strips their types, without the bundler.
import { drawSlabOnSurface, type RgbaImage, type SlabPhoto, type SlabSurface } from "./warp.ts";

/** How far the scene's light is smoothed, as a share of its width: shadows keep their shape, a photo's old countertop pattern goes. */
const LIGHT_BLUR_SHARE = 0.006;
/** The brightest a highlight may make the slab, relative to the surface's usual light; more would wash a dark slab to grey. */
const MAX_HIGHLIGHT = 1.3;
/** A front edge faces away from the light above; it never shows lighter than this share of the top's usual light. */
const MAX_EDGE_LIGHT = 0.78;

/** How far a front edge reaches up under the top, in pixels: more than the top's outline blends over. */
const SEAM_OVERLAP_PX = 1.5;

/** An edge whose upper side is moved up by `pixels`, away from its lower side. */
function reachingUp(edge: SlabSurface, pixels: number): SlabSurface {
  const [upperLeft, upperRight, lowerRight, lowerLeft] = edge.corners;
  const raised = (upper: Point, lower: Point) => {
    const length = Math.hypot(upper.x - lower.x, upper.y - lower.y) || 1;
    return { x: upper.x + ((upper.x - lower.x) / length) * pixels, y: upper.y + ((upper.y - lower.y) / length) * pixels };
  };
  return { ...edge, corners: [raised(upperLeft, lowerLeft), raised(upperRight, lowerRight), lowerRight, lowerLeft] };
}

/** What one composition is drawn from: the scene and the slab photo as decoded, the slab's length and the marked surfaces. */
export type RoomDrawing = { scene: RgbaImage; slab: RgbaImage; slabLengthMm: number; surfaces: readonly SceneSurface[] };

/** The slab photo at its true size: its longer side is the slab's length, the other in proportion, so the veins keep their shape. */
export function slabPhotoOf(image: RgbaImage, slabLengthMm: number): SlabPhoto {
  const perPixel = slabLengthMm / Math.max(image.width, image.height);
  return { image, lengthMm: image.width * perPixel, widthMm: image.height * perPixel };
}

const inPixels = (corners: readonly Point[], scene: RgbaImage) => corners.map(({ x, y }) => ({ x: x * scene.width, y: y * scene.height }));

/** The top of a marked surface and its front edge, if any, as rectangles seen in the scene's pixels. */
export function surfaceRectangles(surface: SceneSurface, scene: RgbaImage): { top: SlabSurface; edge: SlabSurface | null } {
  const [farLeft, farRight, nearRight, nearLeft] = inPixels(surface.corners, scene) as [Point, Point, Point, Point];
  const top: SlabSurface = { corners: [farLeft, farRight, nearRight, nearLeft], widthMm: surface.widthMm, heightMm: surface.depthMm };
  if (!surface.frontEdge) return { top, edge: null };
  const [belowRight, belowLeft] = inPixels(surface.frontEdge.lowerCorners, scene) as [Point, Point];
  return {
    top,
    edge: { corners: [nearLeft, nearRight, belowRight, belowLeft], widthMm: surface.widthMm, heightMm: surface.frontEdge.heightMm },
  };
}

/** Rec. 709 luminance of every pixel, 0–255. */
function luminanceOf(scene: RgbaImage): Float32Array {
  const luminance = new Float32Array(scene.width * scene.height);
  for (let pixel = 0; pixel < luminance.length; pixel += 1) {
    luminance[pixel] = 0.2126 * scene.data[pixel * 4]! + 0.7152 * scene.data[pixel * 4 + 1]! + 0.0722 * scene.data[pixel * 4 + 2]!;
  }
  return luminance;
}

/** A running-sum box blur along rows (step 1) or columns (step width), in place; twice each way is close to a Gaussian. */
function boxBlur(values: Float32Array, width: number, height: number, radius: number): void {
  const pass = (lines: number, length: number, start: (line: number) => number, step: number) => {
    const line = new Float32Array(length);
    for (let index = 0; index < lines; index += 1) {
      const first = start(index);
      for (let at = 0; at < length; at += 1) line[at] = values[first + at * step]!;
      let sum = 0;
      for (let at = -radius; at <= radius; at += 1) sum += line[Math.min(length - 1, Math.max(0, at))]!;
      for (let at = 0; at < length; at += 1) {
        values[first + at * step] = sum / (2 * radius + 1);
        sum += line[Math.min(length - 1, at + radius + 1)]! - line[Math.max(0, at - radius)]!;
      }
    }
  };
  for (let round = 0; round < 2; round += 1) {
    pass(height, width, (row) => row * width, 1);
    pass(width, height, (column) => column, width);
  }
}

/** Which pixels a rectangle covers (their centre on it), for measuring the light on it. */
function coverageOf(rectangle: SlabSurface, scene: RgbaImage): Float32Array {
  const mask = new Float32Array(scene.width * scene.height);
  const [a, b, c, d] = rectangle.corners;
  const edges = [
    [a, b],
    [b, c],
    [c, d],
    [d, a],
  ] as const;
  const turns = (from: Point, to: Point, x: number, y: number) => (to.x - from.x) * (y - from.y) - (to.y - from.y) * (x - from.x);
  const left = Math.max(0, Math.floor(Math.min(a.x, b.x, c.x, d.x)));
  const right = Math.min(scene.width - 1, Math.ceil(Math.max(a.x, b.x, c.x, d.x)));
  const top = Math.max(0, Math.floor(Math.min(a.y, b.y, c.y, d.y)));
  const bottom = Math.min(scene.height - 1, Math.ceil(Math.max(a.y, b.y, c.y, d.y)));
  for (let y = top; y <= bottom; y += 1) {
    for (let x = left; x <= right; x += 1) {
      const sides = edges.map(([from, to]) => Math.sign(turns(from, to, x + 0.5, y + 0.5)));
      if (sides.every((side) => side >= 0) || sides.every((side) => side <= 0)) mask[y * scene.width + x] = 1;
    }
  }
  return mask;
}

/** The light on a rectangle: the scene's luminance there, smoothed without taking in what lies around it. */
function lightOn(mask: Float32Array, luminance: Float32Array, scene: RgbaImage): Float32Array {
  const radius = Math.max(1, Math.round(scene.width * LIGHT_BLUR_SHARE));
  const weighted = luminance.map((value, pixel) => value * mask[pixel]!);
  const weights = Float32Array.from(mask);
  boxBlur(weighted, scene.width, scene.height, radius);
  boxBlur(weights, scene.width, scene.height, radius);
  return weighted.map((value, pixel) => (weights[pixel]! > 0 ? value / weights[pixel]! : 0));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Whether the slabs go across a surface, their length along its depth: as a fabricator lays them, the way that needs
 * fewer pieces (a 3.6 × 2.7 m wall takes two standing slabs, not four lying ones), lengthwise when both need as many.
 */
export function slabsTurned(surface: Pick<SceneSurface, "widthMm" | "depthMm">, slab: Pick<SlabPhoto, "lengthMm" | "widthMm">): boolean {
  const pieces = (along: number, across: number) => Math.ceil(surface.widthMm / along) * Math.ceil(surface.depthMm / across);
  return pieces(slab.widthMm, slab.lengthMm) < pieces(slab.lengthMm, slab.widthMm);
}

/**
 * The product's slab laid on every surface of a room scene: in perspective, at its true size, under the scene's own
 * light. The light is what the photo shows on the surface (its luminance, smoothed, relative to the surface's
 * usual light), multiplied over the slab, so a cabinet's shadow or a lamp's pool of light stays where it was. A front
 * edge continues the top's veins and is kept darker than the top. The slabs lie lengthwise or stand across, whichever
 * needs fewer. Answers a new image; the scene is not changed.
 */
export function composeRoom(scene: RgbaImage, slab: SlabPhoto, surfaces: readonly SceneSurface[]): RgbaImage {
  const composed: RgbaImage = { width: scene.width, height: scene.height, data: Uint8Array.from(scene.data) };
  const luminance = luminanceOf(scene);
  for (const surface of surfaces) {
    const { top, edge } = surfaceRectangles(surface, scene);
    const topMask = coverageOf(top, scene);
    const usual = median(Array.from(luminance.filter((_, pixel) => topMask[pixel] === 1)));
    if (usual <= 0) continue;
    const topLight = lightOn(topMask, luminance, scene);
    const turned = slabsTurned(surface, slab);
    if (edge) {
      // Drawn first and reaching under the top's front side, so the top's outline there mixes with the edge, not with
      // the photo's own surface (which would show as a light seam over a dark slab).
      const edgeLight = lightOn(coverageOf(edge, scene), luminance, scene);
      drawSlabOnSurface(composed, slab, reachingUp(edge, SEAM_OVERLAP_PX), {
        slabOriginMm: { x: 0, y: surface.depthMm },
        turned,
        light: (pixel) => Math.min(MAX_EDGE_LIGHT, edgeLight[pixel]! / usual),
      });
    }
    drawSlabOnSurface(composed, slab, top, { turned, light: (pixel) => Math.min(MAX_HIGHLIGHT, topLight[pixel]! / usual) });
  }
  return composed;
}
