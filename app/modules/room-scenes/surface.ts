import type { Point } from "./homography";

/** Why a marked surface cannot be used, as the owner's editor names it. */
export type SurfaceProblem = "tooFewCorners" | "selfIntersecting" | "outsidePhoto";

export const MIN_CORNERS = 4;

/** Where segment p1–p2 and segment p3–p4 cross each other in their insides (touching ends do not count). */
function segmentsCross(p1: Point, p2: Point, p3: Point, p4: Point): boolean {
  const side = (a: Point, b: Point, c: Point) => Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
  return side(p1, p2, p3) * side(p1, p2, p4) < 0 && side(p3, p4, p1) * side(p3, p4, p2) < 0;
}

/**
 * A surface is marked as a polygon of at least four corners, each inside the photo, whose edges never cross: a
 * crossing one (a bow tie) has no inside for a slab to lie on.
 */
export function surfaceProblem(corners: readonly Point[], photo: { width: number; height: number }): SurfaceProblem | null {
  if (corners.length < MIN_CORNERS) return "tooFewCorners";
  if (corners.some(({ x, y }) => !(x >= 0 && y >= 0 && x <= photo.width && y <= photo.height))) return "outsidePhoto";
  const edges = corners.map((corner, index) => [corner, corners[(index + 1) % corners.length]!] as const);
  for (const [index, [a, b]] of edges.entries()) {
    // Neighbouring edges share a corner; every other pair must not cross.
    for (const [c, d] of edges.slice(index + 2, index === 0 ? -1 : undefined)) if (segmentsCross(a, b, c, d)) return "selfIntersecting";
  }
  return null;
}
