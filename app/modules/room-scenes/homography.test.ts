import { describe, expect, it } from "vitest";
import { homographyBetween, inverseOf, mapPoint } from "./homography";
import type { Point } from "~/database/scene-surface";

const rectangle = (width: number, height: number): Point[] => [
  { x: 0, y: 0 },
  { x: width, y: 0 },
  { x: width, y: height },
  { x: 0, y: height },
];

/** A countertop seen from the front and above: the far edge shorter than the near one. */
const countertop: Point[] = [
  { x: 220, y: 310 },
  { x: 1140, y: 300 },
  { x: 1300, y: 520 },
  { x: 90, y: 540 },
];

describe("the homography of a surface", () => {
  it("takes each corner of the slab's rectangle to the surface's corner", () => {
    const h = homographyBetween(rectangle(3000, 650), countertop)!;
    rectangle(3000, 650).forEach((corner, index) => {
      const mapped = mapPoint(h, corner);
      expect(mapped.x).toBeCloseTo(countertop[index]!.x, 6);
      expect(mapped.y).toBeCloseTo(countertop[index]!.y, 6);
    });
  });

  it("keeps straight lines straight and foreshortens: the middle of the slab lands where the surface's diagonals cross, not half-way down", () => {
    const h = homographyBetween(rectangle(3000, 650), countertop)!;
    const centre = mapPoint(h, { x: 1500, y: 325 });
    // The diagonals 0–2 and 1–3 of the surface meet at its perspective centre.
    const [a, b, c, d] = countertop as [Point, Point, Point, Point];
    const cross = (u: Point, v: Point) => u.x * v.y - u.y * v.x;
    const minus = (u: Point, v: Point) => ({ x: u.x - v.x, y: u.y - v.y });
    const t = cross(minus(b, a), minus(d, b)) / cross(minus(c, a), minus(d, b));
    expect(centre.x).toBeCloseTo(a.x + t * (c.x - a.x), 6);
    expect(centre.y).toBeCloseTo(a.y + t * (c.y - a.y), 6);
    expect(centre.y).not.toBeCloseTo((310 + 540) / 2, 0);
  });

  it("maps back what it maps", () => {
    const h = homographyBetween(rectangle(3000, 650), countertop)!;
    const back = inverseOf(h)!;
    for (const point of [
      { x: 10, y: 20 },
      { x: 2999, y: 1 },
      { x: 1234.5, y: 600 },
    ]) {
      const there = mapPoint(back, mapPoint(h, point));
      expect(there.x).toBeCloseTo(point.x, 6);
      expect(there.y).toBeCloseTo(point.y, 6);
    }
  });

  it("has none when three corners lie on one line", () => {
    expect(
      homographyBetween(rectangle(10, 10), [
        { x: 0, y: 0 },
        { x: 5, y: 5 },
        { x: 10, y: 10 },
        { x: 0, y: 10 },
      ]),
    ).toBeNull();
    expect(homographyBetween(rectangle(10, 10), countertop.slice(0, 3))).toBeNull();
  });
});
