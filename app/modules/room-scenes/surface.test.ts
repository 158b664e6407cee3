import { describe, expect, it } from "vitest";
import { surfaceProblem } from "./surface";

const photo = { width: 1600, height: 1000 };

describe("a marked surface", () => {
  it("is a quadrilateral inside the photo whose edges do not cross and which turns one way at every corner", () => {
    const island = [
      { x: 200, y: 600 },
      { x: 1200, y: 590 },
      { x: 1350, y: 800 },
      { x: 80, y: 820 },
    ];
    expect(surfaceProblem(island, photo)).toBeNull();
    expect(surfaceProblem([...island].reverse(), photo)).toBeNull();
    // On the photo's edge is inside it.
    expect(
      surfaceProblem(
        [
          { x: 0, y: 0 },
          { x: 1600, y: 0 },
          { x: 1600, y: 1000 },
          { x: 0, y: 1000 },
        ],
        photo,
      ),
    ).toBeNull();
  });

  it("is refused with fewer or more than four corners, a corner off the photo, edges that cross, or a dent", () => {
    expect(
      surfaceProblem(
        [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
          { x: 10, y: 10 },
        ],
        photo,
      ),
    ).toBe("tooFewCorners");
    expect(
      surfaceProblem(
        [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
          { x: 10, y: 10 },
          { x: 5, y: 15 },
          { x: 0, y: 10 },
        ],
        photo,
      ),
    ).toBe("tooManyCorners");
    expect(
      surfaceProblem(
        [
          { x: 0, y: 0 },
          { x: 1700, y: 0 },
          { x: 1600, y: 900 },
          { x: 0, y: 900 },
        ],
        photo,
      ),
    ).toBe("outsidePhoto");
    expect(
      surfaceProblem(
        [
          { x: 0, y: 0 },
          { x: 100, y: -1 },
          { x: 100, y: 100 },
          { x: 0, y: 100 },
        ],
        photo,
      ),
    ).toBe("outsidePhoto");
    expect(
      surfaceProblem(
        [
          { x: Number.NaN, y: 0 },
          { x: 100, y: 0 },
          { x: 100, y: 100 },
          { x: 0, y: 100 },
        ],
        photo,
      ),
    ).toBe("outsidePhoto");
    // A bow tie: the corners taken in the wrong order.
    expect(
      surfaceProblem(
        [
          { x: 0, y: 0 },
          { x: 100, y: 100 },
          { x: 100, y: 0 },
          { x: 0, y: 100 },
        ],
        photo,
      ),
    ).toBe("selfIntersecting");
    // An arrow head: its third corner dents the shape inwards.
    expect(
      surfaceProblem(
        [
          { x: 0, y: 0 },
          { x: 100, y: 50 },
          { x: 30, y: 50 },
          { x: 0, y: 100 },
        ],
        photo,
      ),
    ).toBe("notConvex");
    // Three corners on a line: no perspective to solve.
    expect(
      surfaceProblem(
        [
          { x: 0, y: 0 },
          { x: 50, y: 0 },
          { x: 100, y: 0 },
          { x: 50, y: 80 },
        ],
        photo,
      ),
    ).toBe("notConvex");
  });
});
