/**
 * The perspective of a room scene's surface (docs/decisions/044-room-scenes-perspective.md): a slab photo is mapped onto a marked quadrilateral by a
 * homography, the projective map that takes the slab's rectangle to the four corners as the camera saw them, so
 * veins keep their straight lines and foreshorten as a real countertop does. Pure arithmetic, for the server's
 * composition and the owner's preview alike.
 */

import type { Point } from "~/database/scene-surface";

/** A 3 × 3 matrix by rows, its last entry 1: [a, b, c, d, e, f, g, h, 1] maps (x, y) to ((ax+by+c)/w, (dx+ey+f)/w), w = gx+hy+1. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

/** Below this a system is singular: three of the four corners on one line, where no perspective exists. */
const SINGULAR = 1e-12;

/** Whether any three of four points lie on one line, within rounding of their own scale. */
function threeOnALine(points: readonly Point[]): boolean {
  return [
    [0, 1, 2],
    [0, 1, 3],
    [0, 2, 3],
    [1, 2, 3],
  ].some(([i, j, k]) => {
    const [a, b, c] = [points[i!]!, points[j!]!, points[k!]!];
    const cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
    return Math.abs(cross) <= 1e-9 * Math.hypot(b.x - a.x, b.y - a.y) * Math.hypot(c.x - a.x, c.y - a.y);
  });
}

/** Solves `a · x = b` by Gaussian elimination with partial pivoting; null when the system has no single solution. */
function solve(a: number[][], b: number[]): number[] | null {
  const size = b.length;
  const rows = a.map((row, index) => [...row, b[index]!]);
  for (let column = 0; column < size; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < size; row += 1) if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row;
    if (Math.abs(rows[pivot]![column]!) < SINGULAR) return null;
    [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
    const lead = rows[column]!;
    for (let row = 0; row < size; row += 1) {
      if (row === column) continue;
      const factor = rows[row]![column]! / lead[column]!;
      if (factor === 0) continue;
      const target = rows[row]!;
      for (let k = column; k <= size; k += 1) target[k]! -= factor * lead[k]!;
    }
  }
  return rows.map((row, index) => row[size]! / row[index]!);
}

/**
 * The homography taking each of four source points to its target (a rectangle's corners to a marked surface's, in
 * the same order), or null when three of either four lie on one line.
 */
export function homographyBetween(from: readonly Point[], to: readonly Point[]): Homography | null {
  if (from.length !== 4 || to.length !== 4 || threeOnALine(from) || threeOnALine(to)) return null;
  const a: number[][] = [];
  const b: number[] = [];
  from.forEach(({ x, y }, index) => {
    const { x: u, y: v } = to[index]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  });
  const solution = solve(a, b);
  return solution ? ([...solution, 1] as unknown as Homography) : null;
}

export function mapPoint(h: Homography, { x, y }: Point): Point {
  const w = h[6] * x + h[7] * y + 1;
  return { x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w };
}

/** The map back: from a pixel of the scene to the point of the slab that lands there. */
export function inverseOf(h: Homography): Homography | null {
  const [a, b, c, d, e, f, g, k, i] = h;
  const determinant = a * (e * i - f * k) - b * (d * i - f * g) + c * (d * k - e * g);
  if (Math.abs(determinant) < SINGULAR) return null;
  const adjugate = [
    e * i - f * k,
    c * k - b * i,
    b * f - c * e,
    f * g - d * i,
    a * i - c * g,
    c * d - a * f,
    d * k - e * g,
    b * g - a * k,
    a * e - b * d,
  ];
  const last = adjugate[8]!;
  return adjugate.map((value) => value / last) as unknown as Homography;
}
