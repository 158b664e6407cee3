import type { Point } from "~/database/scene-surface";

/** Why a marked surface cannot be used, as the owner's editor names it. */
export type SurfaceProblem = "tooFewCorners" | "tooManyCorners" | "outsidePhoto" | "selfIntersecting" | "notConvex";

/** A surface is one plane seen in perspective, which one homography maps: four corners, the slab's rectangle's. */
export const SURFACE_CORNERS = 4;

/** Where segment p1–p2 and segment p3–p4 cross each other in their insides (touching ends do not count). */
function segmentsCross(p1: Point, p2: Point, p3: Point, p4: Point): boolean {
  const side = (a: Point, b: Point, c: Point) => Math.sign(turn(a, b, c));
  return side(p1, p2, p3) * side(p1, p2, p4) < 0 && side(p3, p4, p1) * side(p3, p4, p2) < 0;
}

const turn = (a: Point, b: Point, c: Point) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);

/**
 * A surface is marked as four corners, each inside the photo, whose edges never cross (a bow tie has no inside for a
 * slab to lie on) and which turn the same way at every corner: a dented quadrilateral is no rectangle seen in
 * perspective. An L-shaped worktop is marked as two surfaces.
 */
export function surfaceProblem(corners: readonly Point[], photo: { width: number; height: number }): SurfaceProblem | null {
  if (corners.length < SURFACE_CORNERS) return "tooFewCorners";
  if (corners.length > SURFACE_CORNERS) return "tooManyCorners";
  if (corners.some(({ x, y }) => !(x >= 0 && y >= 0 && x <= photo.width && y <= photo.height))) return "outsidePhoto";
  const edges = corners.map((corner, index) => [corner, corners[(index + 1) % corners.length]!] as const);
  for (const [index, [a, b]] of edges.entries()) {
    // Neighbouring edges share a corner; every other pair must not cross.
    for (const [c, d] of edges.slice(index + 2, index === 0 ? -1 : undefined)) if (segmentsCross(a, b, c, d)) return "selfIntersecting";
  }
  const turns = corners.map((corner, index) => Math.sign(turn(corners[(index + 3) % 4]!, corner, corners[(index + 1) % 4]!)));
  if (!turns.every((sign) => sign !== 0 && sign === turns[0])) return "notConvex";
  return null;
}
