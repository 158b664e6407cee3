// Named with its extension: the composition thread runs this file as Node strips its types (see composition.ts).
import { homographyBetween, inverseOf, mapPoint } from "./homography.ts";
import type { Point } from "~/database/scene-surface";

/** Raw pixels, four bytes each (red, green, blue, alpha), row by row, as sharp's `raw()` gives them. */
export type RgbaImage = { width: number; height: number; data: Uint8Array };

/** A marked surface as the composition needs it: its four corners on the scene, in order round it, and its real size. */
export type SlabSurface = { corners: readonly [Point, Point, Point, Point]; widthMm: number; heightMm: number };

/** The slab photo and the real size it shows. */
export type SlabPhoto = { image: RgbaImage; lengthMm: number; widthMm: number };

/** Bilinear: the colour between the four pixels around (x, y), so a slab drawn smaller or at a slant stays smooth. */
function sample(image: RgbaImage, x: number, y: number, out: Uint8Array, at: number) {
  const x0 = Math.min(image.width - 1, Math.max(0, Math.floor(x)));
  const y0 = Math.min(image.height - 1, Math.max(0, Math.floor(y)));
  const x1 = Math.min(image.width - 1, x0 + 1);
  const y1 = Math.min(image.height - 1, y0 + 1);
  const fx = Math.min(1, Math.max(0, x - x0));
  const fy = Math.min(1, Math.max(0, y - y0));
  for (let channel = 0; channel < 4; channel += 1) {
    const top = image.data[(y0 * image.width + x0) * 4 + channel]! * (1 - fx) + image.data[(y0 * image.width + x1) * 4 + channel]! * fx;
    const bottom = image.data[(y1 * image.width + x0) * 4 + channel]! * (1 - fx) + image.data[(y1 * image.width + x1) * 4 + channel]! * fx;
    out[at + channel] = Math.round(top * (1 - fy) + bottom * fy);
  }
}

/**
 * Where on the slab photo a point of the surface (in mm from its first corner) falls: the surface is covered by
 * slabs laid side by side at their true size, every other one book-matched (mirrored), as a fabricator lays a long
 * island, so the veins meet at each joint instead of jumping.
 */
function slabPixel(slab: SlabPhoto, xMm: number, yMm: number): Point {
  const along = (mm: number, slabMm: number) => {
    const index = Math.floor(mm / slabMm);
    const within = mm - index * slabMm;
    return index % 2 === 0 ? within : slabMm - within;
  };
  return {
    x: (along(xMm, slab.lengthMm) / slab.lengthMm) * (slab.image.width - 1),
    y: (along(yMm, slab.widthMm) / slab.widthMm) * (slab.image.height - 1),
  };
}

/** Where the laid slabs start on a rectangle, in mm: a front edge goes on from the top's front side, so its veins continue the top's. */
export type DrawOptions = {
  slabOriginMm?: Point;
  /** The slabs stand across the surface, their length along its depth: a tall wall is clad with fewer joints so. */
  turned?: boolean;
  /** The scene's light at a pixel (its index in the scene), multiplied over the slab's colour there. */
  light?: (pixel: number) => number;
};

/** Quarter-pixel samples: how much of a pixel a surface covers, so its outline is smooth rather than stepped. */
const SUBSAMPLES = [0.25, 0.75].flatMap((dy) => [0.25, 0.75].map((dx) => ({ dx, dy })));

/**
 * Draws the slab on the scene's surface in perspective: each scene pixel the surface covers is traced back through
 * the inverse homography to millimetres on the surface, and from there to the slab photo; a pixel on the outline
 * mixes the slab with the scene by how much of it the surface covers. Returns false for a surface with no
 * perspective (three corners on a line), leaving the scene as it was.
 */
export function drawSlabOnSurface(
  scene: RgbaImage,
  slab: SlabPhoto,
  surface: SlabSurface,
  { slabOriginMm = { x: 0, y: 0 }, turned = false, light }: DrawOptions = {},
): boolean {
  const { widthMm, heightMm, corners } = surface;
  const toScene = homographyBetween(
    [
      { x: 0, y: 0 },
      { x: widthMm, y: 0 },
      { x: widthMm, y: heightMm },
      { x: 0, y: heightMm },
    ],
    corners,
  );
  const toSurface = toScene && inverseOf(toScene);
  if (!toSurface) return false;
  const left = Math.max(0, Math.floor(Math.min(...corners.map((corner) => corner.x))));
  const right = Math.min(scene.width - 1, Math.ceil(Math.max(...corners.map((corner) => corner.x))));
  const top = Math.max(0, Math.floor(Math.min(...corners.map((corner) => corner.y))));
  const bottom = Math.min(scene.height - 1, Math.ceil(Math.max(...corners.map((corner) => corner.y))));
  const onSurface = (point: Point) => {
    const mm = mapPoint(toSurface, point);
    return mm.x >= 0 && mm.y >= 0 && mm.x <= widthMm && mm.y <= heightMm;
  };
  const colour = new Uint8Array(4);
  for (let y = top; y <= bottom; y += 1) {
    for (let x = left; x <= right; x += 1) {
      const covered = SUBSAMPLES.filter(({ dx, dy }) => onSurface({ x: x + dx, y: y + dy })).length / SUBSAMPLES.length;
      if (covered === 0) continue;
      const mm = mapPoint(toSurface, { x: x + 0.5, y: y + 0.5 });
      const across = slabOriginMm.x + Math.min(widthMm, Math.max(0, mm.x));
      const down = slabOriginMm.y + Math.min(heightMm, Math.max(0, mm.y));
      const from = turned ? slabPixel(slab, down, across) : slabPixel(slab, across, down);
      sample(slab.image, from.x, from.y, colour, 0);
      const pixel = y * scene.width + x;
      const factor = light ? light(pixel) : 1;
      for (let channel = 0; channel < 3; channel += 1) {
        const at = pixel * 4 + channel;
        scene.data[at] = Math.round(scene.data[at]! * (1 - covered) + Math.min(255, colour[channel]! * factor) * covered);
      }
    }
  }
  return true;
}
