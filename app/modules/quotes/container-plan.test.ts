import { describe, expect, it } from "vitest";
import { cargoLimitsKg, defaultPlanSettings, planContainers, type PlanLine, type PlanSettings } from "./container-plan";
import { randomFrom } from "./seeded-random";

const slab = (thicknessMm: number, slabs: number, size: [number, number] = [3200, 1600]): PlanLine => ({ thicknessMm, lengthMm: size[0], widthMm: size[1], slabs });
const road = defaultPlanSettings;
const port: PlanSettings = { ...defaultPlanSettings, cargoLimitKg: cargoLimitsKg.port };

function randomCase(seed: number): { lines: PlanLine[]; settings: PlanSettings } {
  const random = randomFrom(seed);
  const lines = Array.from({ length: 1 + random.below(6) }, () =>
    slab(random.pick([12, 15, 20, 30]), 1 + random.below(random.pick([5, 40, 200])), random.pick([[3200, 1600], [3000, 1400], [2440, 1220]] as [number, number][])),
  );
  const settings: PlanSettings = {
    ...defaultPlanSettings,
    cargoLimitKg: random.pick([cargoLimitsKg.road, cargoLimitsKg.rail, cargoLimitsKg.port, 2_000 + random.below(30_000)]),
    bundlesPerContainer: 1 + random.below(10),
    frameKg: random.pick([0, 0, 80, 150]),
  };
  return { lines, settings };
}

const grams = (kg: number) => kg * 1000;

describe("the container plan", () => {
  it("weighs a 3200 × 1600 slab at about 250 kg in 2 cm and 375 kg in 3 cm", () => {
    expect(planContainers([slab(20, 1)], road).plan).toMatchObject({ slabs: 1, areaMm2: 5_120_000, grams: 250_880, bundles: 1 });
    expect(planContainers([slab(30, 1)], road).plan.grams).toBe(373_760);
  });

  it("fills a port container with 80 slabs of 2 cm, but needs a second one inland, and says how many slabs fill that one", () => {
    const atPort = planContainers([slab(20, 80)], port).plan;
    expect(atPort.containers).toHaveLength(1);
    expect(atPort).toMatchObject({ bundles: 8, lastLimitedBy: "bundles", lastFill: 1 });

    const inland = planContainers([slab(20, 80)], road).plan;
    expect(inland.containers.map((container) => [container.bundles.length, container.grams])).toEqual([
      [7, 70 * 250_880],
      [1, 10 * 250_880],
    ]);
    expect(inland.lastLimitedBy).toBe("weight");
    // 19.9 t less 2.5 t leaves room for 69 more slabs of 2 cm, in the 7 bundle places left.
    expect(inland.hint).toEqual({ thicknessMm: 20, lengthMm: 3200, widthMm: 1600, slabs: 69 });
    expect(planContainers([slab(20, 80 + 69)], road).plan.containers).toHaveLength(2);
    expect(planContainers([slab(20, 80 + 70)], road).plan.containers).toHaveLength(3);
  });

  it("keeps thicknesses and sizes in bundles of their own, and joins the lines of one kind", () => {
    const { plan } = planContainers([slab(20, 6), slab(20, 7), slab(30, 4), slab(20, 3, [3000, 1400])], road);
    const bundles = plan.containers.flatMap((container) => container.bundles).map((bundle) => `${bundle.thicknessMm}:${bundle.lengthMm}:${bundle.slabs}`);
    expect(bundles.sort()).toEqual(["20:3000:3", "20:3200:10", "20:3200:3", "30:3200:4"]);
  });

  it("plans nothing for an empty list, and names a thickness it has no weight for or a slab heavier than the limit", () => {
    expect(planContainers([], road).plan).toMatchObject({ slabs: 0, containers: [], lastFill: 0, lastLimitedBy: null, hint: null });
    expect(planContainers([slab(25, 3), slab(20, 2)], road)).toMatchObject({ plan: { slabs: 2 }, problems: [{ code: "unknownThickness", thicknessMm: 25 }] });
    expect(planContainers([slab(30, 1)], { ...road, cargoLimitKg: 0.3 }).problems).toEqual([{ code: "slabOverLimit", thicknessMm: 30 }]);
  });

  it("never loads a container over its weight or bundle limit, places every slab, and leaves no two containers that one could hold (500 random lists)", () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const { lines, settings } = randomCase(seed);
      const { plan, problems } = planContainers(lines, settings);
      const context = `seed ${seed}`;
      expect(problems, context).toEqual([]);
      const loads = plan.containers.map((container) => ({ grams: container.bundles.reduce((sum, bundle) => sum + bundle.grams, 0), bundles: container.bundles.length }));
      for (const [index, container] of plan.containers.entries()) {
        expect(container.grams, context).toBe(loads[index]!.grams);
        expect(container.grams, context).toBeLessThanOrEqual(grams(settings.cargoLimitKg));
        expect(container.bundles.length, context).toBeLessThanOrEqual(settings.bundlesPerContainer);
      }
      const placed = plan.containers.flatMap((container) => container.bundles).reduce((sum, bundle) => sum + bundle.slabs, 0);
      expect(placed, context).toBe(lines.reduce((sum, line) => sum + line.slabs, 0));
      expect(plan.slabs, context).toBe(placed);
      expect(plan.grams, context).toBe(loads.reduce((sum, load) => sum + load.grams, 0));
      for (const [index, first] of loads.entries()) {
        for (const second of loads.slice(index + 1)) {
          const merged = first.grams + second.grams <= grams(settings.cargoLimitKg) && first.bundles + second.bundles <= settings.bundlesPerContainer;
          expect(merged, `${context}: two containers one could hold`).toBe(false);
        }
      }
      expect(plan.lastFill, context).toBeGreaterThan(0);
      expect(plan.lastFill, context).toBeLessThanOrEqual(1);
    }
  });

  it("offers slabs that fill the last container without needing another (500 random lists)", () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const { lines, settings } = randomCase(seed);
      const { plan } = planContainers(lines, settings);
      if (!plan.hint) continue;
      const { slabs, ...kind } = plan.hint;
      const filled = planContainers([...lines, { ...kind, slabs }], settings).plan;
      expect(filled.containers.length, `seed ${seed}`).toBe(plan.containers.length);
      expect(filled.lastFill, `seed ${seed}`).toBeGreaterThan(plan.lastFill - 1e-9);
    }
  });
});
