import { describe, expect, it } from "vitest";
import { orderBetween, targetPosition } from "./product-order";

describe("orderBetween", () => {
  it("takes the midpoint of two neighbours, so only the moved product is written", () => {
    expect(orderBetween(3, 4, 10)).toBe(3.5);
    expect(orderBetween(3, 3.5, 10)).toBe(3.25);
  });

  it("goes before the first and after the last, below the order the next new product gets", () => {
    expect(orderBetween(null, 0, 10)).toBe(-1);
    expect(orderBetween(9, null, 10)).toBe(9.5);
    // After deletes the last order can exceed the count: the product still goes last.
    expect(orderBetween(20, null, 10)).toBe(21);
    expect(orderBetween(null, null, 1)).toBe(0);
  });

  it("asks for a renumbering when the neighbours are tied or too close", () => {
    expect(orderBetween(5, 5, 10)).toBeNull();
    expect(orderBetween(5, 5 + 1e-9, 10)).toBeNull();
  });

  it("never gives the same order twice in a long run of moves between the same neighbours", () => {
    let after = 1;
    const seen = new Set<number>();
    for (let move = 0; move < 19; move++) {
      const order = orderBetween(0, after, 10)!;
      expect(seen.has(order)).toBe(false);
      seen.add(order);
      after = order;
    }
    expect(orderBetween(0, after / 2 ** 3, 10)).toBeNull();
  });
});

describe("targetPosition", () => {
  it("moves one place or to a position, within the list", () => {
    expect(targetPosition(4, "up", 10)).toBe(3);
    expect(targetPosition(4, "down", 10)).toBe(5);
    expect(targetPosition(0, "up", 10)).toBe(0);
    expect(targetPosition(9, "down", 10)).toBe(9);
    expect(targetPosition(2, 30, 10)).toBe(9);
  });
});
