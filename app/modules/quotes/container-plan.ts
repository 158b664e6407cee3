/**
 * How a quote list's slabs load into 20-foot containers (docs/decisions/041). Stone fills a container by weight, not
 * volume: slabs travel standing in bundles on A-frames, a bundle holding slabs of one thickness and size, and a
 * container takes a few bundles at most. Pure, so the quote list, the owner's quote and its PDF show the same plan.
 *
 * Weights are whole grams and areas whole square millimetres, so every sum is exact.
 */

import type { PlanSettings } from "~/database/sent-quote-documents";

/**
 * The cargo (slabs and frames, without the box's tare) a 20-foot container may carry where it goes in the US: about
 * 44,000 lb trucked inland on a tri-axle chassis, 47,500 lb to a rail ramp, 60,000 lb to the port.
 */
export const cargoLimitsKg = { road: 19_900, rail: 21_500, port: 27_000 } as const;
export type CargoRoute = keyof typeof cargoLimitsKg;

/**
 * Quartz at about 49 kg/m² at 2 cm and 73 kg/m² at 3 cm (2.45 g/cm³), 8–11 slabs of 2 cm or 5–7 of 3 cm a bundle,
 * 8 bundles a container, a wooden A-frame with its packing about 100 kg, a 20-foot box about 2,200 kg empty; the owner
 * changes each of them.
 */
export const defaultPlanSettings: PlanSettings = {
  kgPerM2: { 12: 30, 15: 37, 20: 49, 30: 73 },
  bundleRules: {
    12: { minSlabs: 12, maxSlabs: 16, maxKg: null },
    15: { minSlabs: 10, maxSlabs: 13, maxKg: null },
    20: { minSlabs: 8, maxSlabs: 11, maxKg: null },
    30: { minSlabs: 5, maxSlabs: 7, maxKg: null },
  },
  bundlesPerContainer: 8,
  frameKg: 100,
  tareKg: 2_200,
  cargoLimitKg: cargoLimitsKg.road,
  loading: "fewest",
};

/** The slabs "Add to quote" puts on a list when the buyer names no quantity: the smallest bundle of that thickness. */
export const slabsInABundle = (settings: Pick<PlanSettings, "bundleRules">, thicknessMm: number): number =>
  settings.bundleRules[thicknessMm]?.minSlabs ?? 1;

/** Slabs of one thickness and size, as the quote list holds them. */
export type PlanLine = { thicknessMm: number; lengthMm: number; widthMm: number; slabs: number };

/** One kind of slab in a bundle: the bundles of a kind hold nothing else. */
export type SlabKind = { thicknessMm: number; lengthMm: number; widthMm: number };
/** `grams` counts the slabs and their frame. */
export type Bundle = SlabKind & { slabs: number; grams: number };
/** `grams` is the cargo: slabs and frames, what the limit is for. */
export type LoadedContainer = { bundles: Bundle[]; grams: number };

/** What the buyer may add without another container: most slabs of one of the list's kinds that still fit. */
export type FillHint = SlabKind & { slabs: number };

/** How full a container is, in whole percent rounded down (it reads 100 % only when full), and what runs out first. */
export type Fullness = { percent: number; limitedBy: "weight" | "bundles" };

/**
 * A list of at most this many bundles in one container travels as a part-container (LCL) shipment: two bundles are
 * about 5 t and 12 m³ packed, where a forwarder's consolidated rate is cheaper than a box of one's own.
 */
export const LCL_MAX_BUNDLES = 2;

export type ContainerPlan = {
  slabs: number;
  areaMm2: number;
  /** The slabs' own volume, in cubic millimetres. */
  volumeMm3: number;
  /** The cargo: the slabs' weight with their frames. */
  grams: number;
  bundles: number;
  containers: LoadedContainer[];
  /** "lcl" when the list is too small for a container of its own; null for an empty list. */
  shipment: "containers" | "lcl" | null;
  /** How full the last (lightest) container is. */
  last: Fullness | null;
  hint: FillHint | null;
  /** The limit the plan loaded under and one empty container's tare, which the gross weights add. */
  cargoLimitKg: number;
  tareKg: number;
};

export type PlanProblem = { code: "unknownThickness"; thicknessMm: number } | { code: "slabOverLimit"; thicknessMm: number };

const GRAMS_PER_KG = 1000;
const MM2_PER_M2 = 1_000_000;

/** The one rounding of a weight for reading: whole kilograms, half up. */
export const kilogramsOf = (grams: number): number => Math.floor((grams + GRAMS_PER_KG / 2) / GRAMS_PER_KG);

/** The one rounding of a share for reading: whole percent, rounded down, so 99.6 % reads 99 % and only full is 100 %. */
export const wholePercent = (part: number, whole: number): number => Math.floor((part * 100) / whole);

/** How full a container is by whichever of its weight and its bundle places runs out first. */
export function fullness(
  container: Pick<LoadedContainer, "grams" | "bundles">,
  settings: Pick<PlanSettings, "cargoLimitKg" | "bundlesPerContainer">,
): Fullness {
  const byWeight = wholePercent(container.grams, settings.cargoLimitKg * GRAMS_PER_KG);
  const byBundles = wholePercent(container.bundles.length, settings.bundlesPerContainer);
  return container.grams * settings.bundlesPerContainer >= container.bundles.length * settings.cargoLimitKg * GRAMS_PER_KG
    ? { percent: byWeight, limitedBy: "weight" }
    : { percent: byBundles, limitedBy: "bundles" };
}

const kindKey = (kind: SlabKind) => `${kind.thicknessMm}:${kind.lengthMm}x${kind.widthMm}`;

/** A slab's weight in whole grams: the one rounding of the plan, so every sum after it is exact. */
const slabGrams = (kind: SlabKind, kgPerM2: number) => Math.round((kgPerM2 * GRAMS_PER_KG * kind.lengthMm * kind.widthMm) / MM2_PER_M2);

/** A kind of slab on the list: its slabs, one slab's grams, and how many slabs a bundle of it holds at most and at least. */
type KindPlan = { kind: SlabKind; slabs: number; slabGrams: number; perBundle: number; fewestPerBundle: number };

/** The limits of one container, in the planner's units. */
type Limits = { grams: number; places: number; frameGrams: number };

const limitsOf = (settings: PlanSettings): Limits => ({
  grams: settings.cargoLimitKg * GRAMS_PER_KG,
  places: settings.bundlesPerContainer,
  frameGrams: settings.frameKg * GRAMS_PER_KG,
});

function kindsOf(lines: readonly PlanLine[], settings: PlanSettings): { kinds: KindPlan[]; problems: PlanProblem[] } {
  const byKey = new Map<string, KindPlan>();
  const problems: PlanProblem[] = [];
  const limits = limitsOf(settings);
  for (const line of lines) {
    if (line.slabs <= 0) continue;
    const kind = { thicknessMm: line.thicknessMm, lengthMm: line.lengthMm, widthMm: line.widthMm };
    const key = kindKey(kind);
    const known = byKey.get(key);
    if (known) {
      known.slabs += line.slabs;
      continue;
    }
    const kgPerM2 = settings.kgPerM2[line.thicknessMm];
    const rule = settings.bundleRules[line.thicknessMm];
    if (kgPerM2 === undefined || rule === undefined) {
      problems.push({ code: "unknownThickness", thicknessMm: line.thicknessMm });
      continue;
    }
    const grams = slabGrams(kind, kgPerM2);
    // A frame takes at least one slab, however heavy; more where its own maximum weight allows.
    const byFrame = rule.maxKg === null ? rule.maxSlabs : Math.max(1, Math.floor((rule.maxKg * GRAMS_PER_KG) / grams));
    // A bundle never outweighs a container: under a low limit it holds fewer slabs.
    const perBundle = Math.min(rule.maxSlabs, byFrame, Math.floor((limits.grams - limits.frameGrams) / grams));
    if (perBundle < 1) {
      problems.push({ code: "slabOverLimit", thicknessMm: line.thicknessMm });
      continue;
    }
    byKey.set(key, { kind, slabs: line.slabs, slabGrams: grams, perBundle, fewestPerBundle: Math.min(rule.minSlabs, perBundle) });
  }
  return { kinds: [...byKey.values()], problems };
}

const bundlesFor = (slabs: number, perBundle: number) => Math.ceil(slabs / perBundle);

/** Most slabs of a kind, up to `available`, that `freePlaces` bundle places and `freeGrams` of cargo take. */
function mostThatFit(kind: KindPlan, available: number, freePlaces: number, freeGrams: number, limits: Limits): number {
  let most = 0;
  for (let bundles = Math.min(freePlaces, bundlesFor(available, kind.perBundle)); bundles >= 1; bundles -= 1) {
    const byWeight = Math.floor((freeGrams - bundles * limits.frameGrams) / kind.slabGrams);
    most = Math.max(most, Math.min(bundles * kind.perBundle, available, byWeight));
    // Fewer bundles hold at most what this many could.
    if (most >= (bundles - 1) * kind.perBundle) break;
  }
  return most;
}

/**
 * The fewest containers any load can use, from three bounds: the weight of the slabs with the fewest frames they need,
 * those frames against the bundle places, and each kind on its own (no container holds more of a kind than it would
 * alone). The plan is proven the fewest when it meets this bound, or when a complete search finds no load in fewer.
 */
function lowerBound(remaining: readonly number[], kinds: readonly KindPlan[], mostAlone: readonly number[], limits: Limits): number {
  let places = 0;
  let grams = 0;
  let byKind = 0;
  for (const [index, kind] of kinds.entries()) {
    const slabs = remaining[index]!;
    if (slabs === 0) continue;
    const bundles = bundlesFor(slabs, kind.perBundle);
    places += bundles;
    grams += slabs * kind.slabGrams + bundles * limits.frameGrams;
    byKind = Math.max(byKind, Math.ceil(slabs / mostAlone[index]!));
  }
  return Math.max(Math.ceil(places / limits.places), Math.ceil(grams / limits.grams), byKind);
}

/** A container's load: how many slabs of each kind (by the kinds' index) it carries. */
type Load = number[];

/** One container filled in `order`: each kind as much as still fits, so no slab left over would fit in it. */
function fillOne(remaining: readonly number[], kinds: readonly KindPlan[], order: readonly number[], limits: Limits): Load {
  const load: Load = kinds.map(() => 0);
  let places = limits.places;
  let grams = limits.grams;
  for (const index of order) {
    const kind = kinds[index]!;
    const slabs = mostThatFit(kind, remaining[index]!, places, grams, limits);
    if (slabs === 0) continue;
    const bundles = bundlesFor(slabs, kind.perBundle);
    load[index] = slabs;
    places -= bundles;
    grams -= slabs * kind.slabGrams + bundles * limits.frameGrams;
  }
  return load;
}

/** Containers filled one after the other in `order`; a load that fits again is repeated without filling it anew. */
function fillInOrder(slabs: readonly number[], kinds: readonly KindPlan[], order: readonly number[], limits: Limits): Load[] {
  const remaining = [...slabs];
  const loads: Load[] = [];
  while (remaining.some((count) => count > 0)) {
    const load = fillOne(remaining, kinds, order, limits);
    // Filled the same way while every kind in it still has at least as many left: each was cut by the container.
    const times = Math.min(...load.flatMap((count, index) => (count > 0 ? [Math.floor(remaining[index]! / count)] : [])));
    for (let time = 0; time < times; time += 1) loads.push(load);
    for (const [index, count] of load.entries()) remaining[index]! -= count * times;
  }
  return loads;
}

/**
 * Steps the exact search, and the search for the patterns of the linear program, may take for one list: a few
 * milliseconds each, enough for every list the tests and the bench try.
 */
const SEARCH_STEPS = 10_000;
const PATTERN_STEPS = 200_000;

type SearchBudget = { steps: number; patternSteps: number };

/**
 * A load into exactly `containers` containers or fewer, or null when there is none: depth first, a container at a time,
 * each holding a slab of the first kind still to place (the containers are alike, so one of them does), trying only
 * loads no left-over slab would still fit in (a fuller container never makes the rest harder), and giving up on a rest
 * the bound says needs more containers than are left. `undefined` when the budget ran out before an answer.
 */
function searchLoads(
  remaining: number[],
  containers: number,
  kinds: readonly KindPlan[],
  mostAlone: readonly number[],
  limits: Limits,
  failed: Map<string, number>,
  budget: SearchBudget,
): Load[] | null | undefined {
  const first = remaining.findIndex((count) => count > 0);
  if (first < 0) return [];
  if (containers === 0 || lowerBound(remaining, kinds, mostAlone, limits) > containers) return null;
  const key = remaining.join(",");
  if ((failed.get(key) ?? -1) >= containers) return null;
  const load: Load = kinds.map(() => 0);
  let outOfSteps = false;
  // What the slabs not in this container will weigh and how many bundles they make, at the least: a slab loaded here
  // takes at least what it takes off the rest, so the rest can never come below these less this container's room.
  const restGrams = (index: number, slabs: number) =>
    slabs * kinds[index]!.slabGrams + bundlesFor(slabs, kinds[index]!.perBundle) * limits.frameGrams;
  const restPlaces = (index: number, slabs: number) => bundlesFor(slabs, kinds[index]!.perBundle);
  const laterGrams = kinds.map((_, index) =>
    kinds.slice(index).reduce((sum, _kind, at) => sum + restGrams(index + at, remaining[index + at]!), 0),
  );
  const laterPlaces = kinds.map((_, index) =>
    kinds.slice(index).reduce((sum, _kind, at) => sum + restPlaces(index + at, remaining[index + at]!), 0),
  );
  const gramsForRest = (containers - 1) * limits.grams;
  const placesForRest = (containers - 1) * limits.places;
  const tryFrom = (index: number, places: number, grams: number, leftGrams: number, leftPlaces: number): Load[] | null => {
    budget.steps -= 1;
    if (budget.steps < 0) {
      outOfSteps = true;
      return null;
    }
    if (
      index < kinds.length &&
      (leftGrams + laterGrams[index]! - grams > gramsForRest || leftPlaces + laterPlaces[index]! - places > placesForRest)
    )
      return null;
    if (index === kinds.length) {
      // Only a full load: no slab left of any kind would still fit, in a bundle of its kind or on a frame of its own.
      const roomFor = (kind: KindPlan, at: number) =>
        load[at]! % kind.perBundle !== 0 ? grams >= kind.slabGrams : places >= 1 && grams >= kind.slabGrams + limits.frameGrams;
      if (kinds.some((kind, at) => remaining[at]! > load[at]! && roomFor(kind, at))) return null;
      const found = searchLoads(
        remaining.map((count, at) => count - load[at]!),
        containers - 1,
        kinds,
        mostAlone,
        limits,
        failed,
        budget,
      );
      if (found === undefined) outOfSteps = true;
      return found ? [[...load], ...found] : null;
    }
    const kind = kinds[index]!;
    const most = mostThatFit(kind, remaining[index]!, places, grams, limits);
    for (let slabs = most; slabs >= (index === first ? 1 : 0); slabs -= 1) {
      const bundles = bundlesFor(slabs, kind.perBundle);
      load[index] = slabs;
      const left = remaining[index]! - slabs;
      const found = tryFrom(
        index + 1,
        places - bundles,
        grams - slabs * kind.slabGrams - bundles * limits.frameGrams,
        leftGrams + restGrams(index, left),
        leftPlaces + restPlaces(index, left),
      );
      if (found || outOfSteps) return found;
    }
    load[index] = 0;
    return null;
  };
  const found = tryFrom(0, limits.places, limits.grams, 0, 0);
  if (outOfSteps) return undefined;
  if (!found) failed.set(key, containers);
  return found;
}

/** Most slabs of each kind one container holds with nothing else in it. */
const mostAloneOf = (kinds: readonly KindPlan[], limits: Limits) =>
  kinds.map((kind) => mostThatFit(kind, Number.MAX_SAFE_INTEGER, limits.places, limits.grams, limits));

/**
 * Containers filled one after the other, each with the kinds in the shares the slabs still to load have: a slab at a
 * time, of the kind furthest below its share, while any fits. What the mix of a list asks of each container.
 */
function fillInShares(kinds: readonly KindPlan[], limits: Limits): Load[] {
  const remaining = kinds.map((kind) => kind.slabs);
  const loads: Load[] = [];
  while (remaining.some((count) => count > 0)) {
    const total = remaining.reduce((sum, count) => sum + count, 0);
    const load: Load = kinds.map(() => 0);
    let places = limits.places;
    let grams = limits.grams;
    let loaded = 0;
    const closed = kinds.map((_, index) => remaining[index] === 0);
    while (closed.includes(false)) {
      let next = -1;
      for (const [index, count] of remaining.entries()) {
        if (closed[index]) continue;
        const behind = (count / total) * (loaded + 1) - load[index]!;
        if (next < 0 || behind > (remaining[next]! / total) * (loaded + 1) - load[next]!) next = index;
      }
      const kind = kinds[next]!;
      const newBundle = load[next]! % kind.perBundle === 0;
      const needs = kind.slabGrams + (newBundle ? limits.frameGrams : 0);
      if (load[next]! >= remaining[next]! || needs > grams || (newBundle && places < 1)) {
        closed[next] = true;
        continue;
      }
      load[next]! += 1;
      loaded += 1;
      grams -= needs;
      if (newBundle) places -= 1;
    }
    loads.push(load);
    load.forEach((count, index) => (remaining[index]! -= count));
  }
  return loads;
}

/** The three fills tried before any search: heaviest slabs first, lightest first, the kinds weighing most first. */
function fillOrders(kinds: readonly KindPlan[]): number[][] {
  const indexes = kinds.map((_, index) => index);
  return [
    indexes.toSorted((a, b) => kinds[b]!.slabGrams - kinds[a]!.slabGrams),
    indexes.toSorted((a, b) => kinds[a]!.slabGrams - kinds[b]!.slabGrams),
    indexes.toSorted((a, b) => kinds[b]!.slabs * kinds[b]!.slabGrams - kinds[a]!.slabs * kinds[a]!.slabGrams),
  ];
}

const fillsWithin = (kinds: readonly KindPlan[], limits: Limits, containers: number) =>
  fillOrders(kinds).some(
    (order) =>
      fillInOrder(
        kinds.map((kind) => kind.slabs),
        kinds,
        order,
        limits,
      ).length <= containers,
  );

/**
 * The kinds packed into a given number of containers at once: full bundles, heaviest first, each into the container
 * with the most (or, as the other choice, the least) weight to spare that has a place; then the slabs left over,
 * heaviest kind first, into room in a bundle of their kind, else as a new bundle where the most weight is spare.
 * Null when some slab finds no room.
 */
type PackingWay = {
  choose: "roomiest" | "tightest";
  bundlesFirst: ((a: KindPlan, b: KindPlan) => number) | null;
  slabsFirst: (a: KindPlan, b: KindPlan) => number;
  shuffle?: () => number;
};

function packInto(
  kinds: readonly KindPlan[],
  containers: number,
  limits: Limits,
  { choose, bundlesFirst, slabsFirst, shuffle }: PackingWay,
): Load[] | null {
  const loads = Array.from({ length: containers }, () => kinds.map(() => 0));
  const freeGrams = loads.map(() => limits.grams);
  const freePlaces = loads.map(() => limits.places);
  const left = kinds.map((kind) => kind.slabs);
  const put = (container: number, index: number, slabs: number, newBundles: number) => {
    loads[container]![index]! += slabs;
    left[index]! -= slabs;
    freeGrams[container]! -= slabs * kinds[index]!.slabGrams + newBundles * limits.frameGrams;
    freePlaces[container]! -= newBundles;
  };
  const pick = (fits: (container: number) => boolean, by: "roomiest" | "tightest") => {
    let chosen = -1;
    for (let container = 0; container < containers; container += 1) {
      if (!fits(container)) continue;
      if (chosen < 0 || (by === "roomiest" ? freeGrams[container]! > freeGrams[chosen]! : freeGrams[container]! < freeGrams[chosen]!))
        chosen = container;
    }
    return chosen;
  };
  const fullGrams = (kind: KindPlan) => kind.perBundle * kind.slabGrams + limits.frameGrams;
  const fullBundles = kinds
    .map((_, index) => index)
    .filter(() => bundlesFirst !== null)
    .toSorted((a, b) => bundlesFirst!(kinds[a]!, kinds[b]!))
    .flatMap((index) => Array<number>(Math.floor(kinds[index]!.slabs / kinds[index]!.perBundle)).fill(index));
  if (shuffle) {
    for (let at = fullBundles.length - 1; at > 0; at -= 1) {
      const other = Math.floor(shuffle() * (at + 1));
      [fullBundles[at], fullBundles[other]] = [fullBundles[other]!, fullBundles[at]!];
    }
  }
  for (const index of fullBundles) {
    const kind = kinds[index]!;
    const container = pick((at) => freePlaces[at]! >= 1 && freeGrams[at]! >= fullGrams(kind), choose);
    if (container >= 0) put(container, index, kind.perBundle, 1);
  }
  for (const index of kinds.map((_, index) => index).toSorted((a, b) => slabsFirst(kinds[a]!, kinds[b]!))) {
    const kind = kinds[index]!;
    while (left[index]! > 0) {
      const partial = pick((at) => loads[at]![index]! % kind.perBundle !== 0 && freeGrams[at]! >= kind.slabGrams, "roomiest");
      if (partial >= 0) {
        const room = kind.perBundle - (loads[partial]![index]! % kind.perBundle);
        put(partial, index, Math.min(left[index]!, room, Math.floor(freeGrams[partial]! / kind.slabGrams)), 0);
        continue;
      }
      // A whole bundle where it fits best when packing tightly, else as many slabs as fit where the most weight is spare.
      const whole = Math.min(left[index]!, kind.perBundle);
      const fitting =
        choose === "tightest"
          ? pick((at) => freePlaces[at]! >= 1 && freeGrams[at]! >= whole * kind.slabGrams + limits.frameGrams, "tightest")
          : -1;
      const fresh =
        fitting >= 0 ? fitting : pick((at) => freePlaces[at]! >= 1 && freeGrams[at]! >= kind.slabGrams + limits.frameGrams, "roomiest");
      if (fresh < 0) return null;
      put(fresh, index, Math.min(left[index]!, kind.perBundle, Math.floor((freeGrams[fresh]! - limits.frameGrams) / kind.slabGrams)), 1);
    }
  }
  return loads.filter((load) => load.some((slabs) => slabs > 0));
}

const SHUFFLED_ATTEMPTS = 24;

/** The same numbers for the same list every time (mulberry32), so a list and its quote show the same plan. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** The ways `packInto` tries: which container a bundle goes to, and which kinds' bundles and then slabs go first. */
function packingWays(limits: Limits): PackingWay[] {
  const fullGrams = (kind: KindPlan) => kind.perBundle * kind.slabGrams + limits.frameGrams;
  const heavierBundle = (a: KindPlan, b: KindPlan) => fullGrams(b) - fullGrams(a);
  const lighterBundle = (a: KindPlan, b: KindPlan) => fullGrams(a) - fullGrams(b);
  const heavierSlab = (a: KindPlan, b: KindPlan) => b.slabGrams - a.slabGrams;
  const lighterSlab = (a: KindPlan, b: KindPlan) => a.slabGrams - b.slabGrams;
  const moreSlabs = (a: KindPlan, b: KindPlan) => b.slabs * b.slabGrams - a.slabs * a.slabGrams;
  return (["roomiest", "tightest"] as const).flatMap((choose) =>
    [heavierBundle, lighterBundle, moreSlabs, null].flatMap((bundlesFirst) =>
      [heavierSlab, lighterSlab].map((slabsFirst) => ({ choose, bundlesFirst, slabsFirst })),
    ),
  );
}

/**
 * The load of one container worth the most, a slab of each kind worth `values` (a kind worth nothing stays out), at most
 * `available` of each: depth first, the kinds worth most per gram first, each branch cut where even the best kinds left
 * filling its weight, or its bundle places, could not beat the best load found. The pricing step of the patterns'
 * linear program below; when the budget runs out it answers the best load found so far.
 */
function mostValuableLoad(
  kinds: readonly KindPlan[],
  available: readonly number[],
  values: readonly number[],
  limits: Limits,
  budget: SearchBudget,
): Load {
  // A slab takes at least its share of a frame: what it weighs in the bound.
  const gramsWithFrame = kinds.map((kind) => kind.slabGrams + limits.frameGrams / kind.perBundle);
  const order = kinds
    .map((_, index) => index)
    .filter((index) => values[index]! > 0 && available[index]! > 0)
    .toSorted((a, b) => values[b]! / gramsWithFrame[b]! - values[a]! / gramsWithFrame[a]!);
  const perPlace = order.map((_, at) => Math.max(0, ...order.slice(at).map((index) => values[index]! * kinds[index]!.perBundle)));
  const bestPossible = (at: number, places: number, grams: number) => {
    let byWeight = 0;
    for (let next = at, left = grams; next < order.length && left > 0; next += 1) {
      const index = order[next]!;
      const slabs = Math.min(available[index]!, left / gramsWithFrame[index]!);
      byWeight += slabs * values[index]!;
      left -= slabs * gramsWithFrame[index]!;
    }
    return Math.min(byWeight, places * perPlace[at]!);
  };
  const load: Load = kinds.map(() => 0);
  let best: Load = [...load];
  let bestValue = 0;
  const tryFrom = (at: number, places: number, grams: number, value: number) => {
    budget.patternSteps -= 1;
    if (value > bestValue) {
      bestValue = value;
      best = [...load];
    }
    if (at === order.length || budget.patternSteps < 0 || value + bestPossible(at, places, grams) <= bestValue * (1 + 1e-12)) return;
    const index = order[at]!;
    const kind = kinds[index]!;
    for (let slabs = mostThatFit(kind, available[index]!, places, grams, limits); slabs >= 0; slabs -= 1) {
      const bundles = bundlesFor(slabs, kind.perBundle);
      load[index] = slabs;
      tryFrom(at + 1, places - bundles, grams - slabs * kind.slabGrams - bundles * limits.frameGrams, value + slabs * values[index]!);
      if (budget.patternSteps < 0) break;
    }
    load[index] = 0;
  };
  tryFrom(0, limits.places, limits.grams, 0);
  return best;
}

/** Pivots of the patterns' linear program at most: it settles lists of a dozen kinds in a few dozen. */
const PATTERN_PIVOTS = 200;

/**
 * How many containers of which loads (patterns) carry the slabs, in fractions: the cutting-stock linear program
 * (Gilmore and Gomory), solved by the revised simplex from one pattern per kind alone, each step adding the load
 * `mostValuableLoad` finds worth most at the program's prices of the kinds, until none is worth more than a container.
 * Every plan is a solution of the program (each container one pattern, once), so when it is solved to the end, its
 * containers rounded up are a lower bound (`bound`, 0 when the budget or the pivots ran out first).
 */
type PatternProgram = { patterns: Load[]; amounts: number[]; bound: number };

function patternProgram(kinds: readonly KindPlan[], mostAlone: readonly number[], limits: Limits, budget: SearchBudget): PatternProgram {
  const demand = kinds.map((kind) => kind.slabs);
  const patterns: Load[] = kinds.map((_, index) => kinds.map((_kind, at) => (at === index ? mostAlone[index]! : 0)));
  // The basis' inverse and the amount of each pattern in it.
  const inverse = kinds.map((_, row) => kinds.map((_kind, column) => (row === column ? 1 / mostAlone[row]! : 0)));
  const amounts = demand.map((slabs, index) => slabs / mostAlone[index]!);
  for (let pivot = 0; pivot < PATTERN_PIVOTS; pivot += 1) {
    const prices = kinds.map((_, column) => inverse.reduce((sum, row) => sum + row[column]!, 0));
    const entering = mostValuableLoad(kinds, demand, prices, limits, budget);
    const worth = entering.reduce((sum, slabs, index) => sum + slabs * prices[index]!, 0);
    if (worth <= 1 + 1e-9) {
      // No load is worth more than a container at these prices: the program's optimum is at least the prices' total
      // over (1 + 1e-9); the small margin keeps a float's last digit from raising the bound by a container.
      const least = amounts.reduce((sum, amount) => sum + amount, 0) / (1 + 1e-9) - 1e-6;
      return { patterns, amounts, bound: budget.patternSteps >= 0 ? Math.ceil(least) : 0 };
    }
    const direction = inverse.map((row) => row.reduce((sum, entry, column) => sum + entry * entering[column]!, 0));
    let leaving = -1;
    for (const [row, step] of direction.entries()) {
      if (step <= 1e-12) continue;
      if (leaving < 0 || amounts[row]! / step < amounts[leaving]! / direction[leaving]!) leaving = row;
    }
    if (leaving < 0) break;
    const scale = direction[leaving]!;
    inverse[leaving] = inverse[leaving]!.map((entry) => entry / scale);
    amounts[leaving]! /= scale;
    for (const [row, step] of direction.entries()) {
      if (row === leaving || step === 0) continue;
      inverse[row] = inverse[row]!.map((entry, column) => entry - step * inverse[leaving]![column]!);
      amounts[row]! -= step * amounts[leaving]!;
    }
    patterns[leaving] = entering;
  }
  return { patterns, amounts, bound: 0 };
}

/**
 * The program's patterns rounded down to whole containers, and what they leave loaded as the fills and the search load
 * a small list: near the fewest for a large list whose containers are packed to the last slab, where loading one
 * container after another leaves a rest that fits nowhere. When the rest needs more containers than the bound leaves
 * it, a container fewer of one pattern (or of each) gives the rest the room to fit.
 */
function roundedPatterns(
  kinds: readonly KindPlan[],
  { patterns, amounts }: PatternProgram,
  limits: Limits,
  bound: number,
  budget: SearchBudget,
): Load[] {
  const floors = amounts.map((amount) => Math.max(0, Math.floor(amount + 1e-9)));
  const roundings = [
    floors,
    floors.map((times) => Math.max(0, times - 1)),
    ...floors.flatMap((times, at) => (times > 0 ? [floors.with(at, times - 1)] : [])),
  ];
  let best: Load[] | null = null;
  for (const rounding of roundings) {
    const times = [...rounding];
    const rest = kinds.map((kind) => kind.slabs);
    for (const [at, pattern] of patterns.entries()) pattern.forEach((slabs, index) => (rest[index]! -= slabs * times[at]!));
    // A rounding up by a hair takes a pattern once too often: it gives that container back to the rest.
    for (let index = rest.findIndex((slabs) => slabs < 0); index >= 0; index = rest.findIndex((slabs) => slabs < 0)) {
      const at = patterns.findIndex((pattern, which) => times[which]! > 0 && pattern[index]! > 0);
      times[at]! -= 1;
      patterns[at]!.forEach((slabs, kind) => (rest[kind]! += slabs));
    }
    const repeated = patterns.flatMap((pattern, at) => Array.from({ length: times[at]! }, () => [...pattern]));
    const loads = [
      ...repeated,
      ...fewestLoads(
        kinds.map((kind, index) => ({ ...kind, slabs: rest[index]! })),
        limits,
        budget,
        "search",
      ),
    ];
    if (!best || loads.length < best.length) best = loads;
    if (best.length === bound) break;
  }
  return best!;
}

/**
 * The program's patterns fixed one at a time (a dive): the pattern the program uses most, as many whole containers of it
 * as it uses (one at least), then the program solved again for what is left, until the rest is small enough for the
 * fills and the search. Each new program adapts to what the fixed containers took, where rounding all at once cannot.
 */
function divedPatterns(kinds: readonly KindPlan[], mostAlone: readonly number[], limits: Limits, budget: SearchBudget): Load[] {
  const loads: Load[] = [];
  const rest = kinds.map((kind) => kind.slabs);
  while (lowerBound(rest, kinds, mostAlone, limits) > 2) {
    const { patterns, amounts } = patternProgram(
      kinds.map((kind, index) => ({ ...kind, slabs: rest[index]! })),
      mostAlone,
      limits,
      budget,
    );
    const most = amounts.reduce((chosen, amount, at) => (amount > amounts[chosen]! ? at : chosen), 0);
    const pattern = patterns[most]!.map((slabs, index) => Math.min(slabs, rest[index]!));
    // Only a program worn down by rounding errors answers a pattern of nothing left: the fills and the search take over.
    if (pattern.every((slabs) => slabs === 0)) break;
    const times = Math.max(
      1,
      Math.min(
        Math.floor(amounts[most]! + 1e-9),
        ...pattern.flatMap((slabs, index) => (slabs > 0 ? [Math.floor(rest[index]! / slabs)] : [])),
      ),
    );
    for (let time = 0; time < times; time += 1) loads.push([...pattern]);
    pattern.forEach((slabs, index) => (rest[index]! -= slabs * times));
  }
  return [
    ...loads,
    ...fewestLoads(
      kinds.map((kind, index) => ({ ...kind, slabs: rest[index]! })),
      limits,
      budget,
      "search",
    ),
  ];
}

/**
 * The kinds as whole bundles, each cut into full bundles and one of what is left, loaded as items of their own (one
 * bundle place each, their slabs' and frame's weight): where the bundle places are what runs out, every kind may leave
 * one part-filled bundle at most, and loading slab by slab cannot see that.
 */
function wholeBundleLoads(kinds: readonly KindPlan[], limits: Limits, budget: SearchBudget): Load[] {
  const bundleTypes = kinds.flatMap((kind, index) => {
    const full = Math.floor(kind.slabs / kind.perBundle);
    const rest = kind.slabs % kind.perBundle;
    return [
      ...(full > 0 ? [{ index, slabs: kind.perBundle, bundles: full }] : []),
      ...(rest > 0 ? [{ index, slabs: rest, bundles: 1 }] : []),
    ];
  });
  const asKinds = bundleTypes.map(({ index, slabs, bundles }) => ({
    kind: kinds[index]!.kind,
    slabs: bundles,
    slabGrams: slabs * kinds[index]!.slabGrams + limits.frameGrams,
    perBundle: 1,
    fewestPerBundle: 1,
  }));
  // A search of its own: the one of the slabs may still settle the list after it.
  const ownBudget = { ...budget, steps: SEARCH_STEPS };
  const loads = fewestLoads(asKinds, { ...limits, frameGrams: 0 }, ownBudget, "patterns");
  budget.patternSteps = ownBudget.patternSteps;
  return loads.map((bundles) => {
    const load: Load = kinds.map(() => 0);
    bundles.forEach((count, type) => (load[bundleTypes[type]!.index]! += count * bundleTypes[type]!.slabs));
    return load;
  });
}

/** Containers of one load at most that `repackedWithLightest` takes apart with the lightest two. */
const REPACKED_OF_A_LOAD = 4;

/**
 * A plan one container over the bound made good where it can be: its two lightest containers (what a rounding leaves)
 * and one to four containers of one of its other loads unloaded, and their slabs loaded again by the fills and the
 * search into one container fewer. A rounding takes whole containers of the program's loads, where the fewest may
 * need a few of a load the program never priced (decision 41).
 */
function repackedWithLightest(loads: readonly Load[], kinds: readonly KindPlan[], limits: Limits, budget: SearchBudget): Load[] {
  const cargo = (load: Load) =>
    load.reduce(
      (sum, slabs, index) => sum + slabs * kinds[index]!.slabGrams + bundlesFor(slabs, kinds[index]!.perBundle) * limits.frameGrams,
      0,
    );
  const byCargo = loads.toSorted((a, b) => cargo(b) - cargo(a));
  const lightest = byCargo.slice(-2);
  const others = byCargo.slice(0, -2);
  const distinct = [...new Map(others.map((load) => [load.join(","), load])).values()];
  for (const load of distinct) {
    const copies = others.filter((other) => other.join(",") === load.join(","));
    for (let taken = 1; taken <= Math.min(REPACKED_OF_A_LOAD, copies.length); taken += 1) {
      const unloaded = [...lightest, ...copies.slice(0, taken)];
      const rest = kinds.map((kind, index) => ({ ...kind, slabs: unloaded.reduce((sum, each) => sum + each[index]!, 0) }));
      const repacked = fewestLoads(rest, limits, budget, "search");
      if (repacked.length < unloaded.length) {
        const kept = [...others];
        for (const copy of copies.slice(0, taken)) kept.splice(kept.indexOf(copy), 1);
        return [...kept, ...repacked];
      }
      if (budget.steps < 0) return [...loads];
    }
  }
  return [...loads];
}

/**
 * The fewest containers for the kinds, by the cheapest way that meets the lower bound (docs/decisions/041): the fills;
 * packing into each count from the bound up at once; the patterns' program rounded, then dived, and a plan one over
 * repaired; the same for the kinds as whole bundles; and a complete search, the first load it finds being the fewest. `methods` leaves out the program
 * for the rest of a rounding ("search") and the bundles for the bundles' own plan ("patterns").
 */
function fewestLoads(
  kinds: readonly KindPlan[],
  limits: Limits,
  budget: SearchBudget,
  methods: "all" | "patterns" | "search" = "all",
): Load[] {
  const slabs = kinds.map((kind) => kind.slabs);
  if (slabs.every((count) => count === 0)) return [];
  let best: Load[] | null = null;
  for (const order of fillOrders(kinds)) {
    const loads = fillInOrder(slabs, kinds, order, limits);
    if (!best || loads.length < best.length) best = loads;
  }
  const mostAlone = mostAloneOf(kinds, limits);
  let bound = lowerBound(slabs, kinds, mostAlone, limits);
  if (best!.length === bound) return best!;
  const shared = fillInShares(kinds, limits);
  if (shared.length < best!.length) best = shared;
  for (let containers = bound; containers < best!.length; containers += 1) {
    const ways = packingWays(limits);
    let packed = ways.reduce<Load[] | null>((found, way) => found ?? packInto(kinds, containers, limits, way), null);
    const random = seededRandom(containers);
    for (let attempt = 0; !packed && attempt < SHUFFLED_ATTEMPTS; attempt += 1) {
      packed = packInto(kinds, containers, limits, { ...ways[attempt % ways.length]!, shuffle: random });
    }
    if (packed) {
      best = packed;
      break;
    }
  }
  if (best!.length === bound) return best!;
  if (methods !== "search") {
    const program = patternProgram(kinds, mostAlone, limits, budget);
    // The program's bound is often the stronger: a plan that meets it is the fewest, and no count below it is searched.
    bound = Math.max(bound, program.bound);
    if (best!.length === bound) return best!;
    const rounded = roundedPatterns(kinds, program, limits, bound, budget);
    if (rounded.length < best!.length) best = rounded;
    if (best!.length === bound) return best!;
    const dived = divedPatterns(kinds, mostAlone, limits, budget);
    if (dived.length < best!.length) best = dived;
    if (best!.length === bound) return best!;
    best = repackedWithLightest(best!, kinds, limits, budget);
    if (best.length === bound) return best;
  }
  if (methods === "all") {
    const asBundles = wholeBundleLoads(kinds, limits, budget);
    if (asBundles.length < best!.length) best = asBundles;
    if (best!.length === bound) return best!;
  }
  const failed = new Map<string, number>();
  for (let containers = bound; containers < best!.length; containers += 1) {
    const found = searchLoads([...slabs], containers, kinds, mostAlone, limits, failed, budget);
    if (found === undefined) break;
    if (found) return found;
  }
  return best!;
}

/** A container's slabs of one kind cut into the fewest bundles, as even as they go (79 slabs: seven of 10 and one of 9). */
function bundlesOfLoad(kind: KindPlan, slabs: number, frameGrams: number): Bundle[] {
  const count = bundlesFor(slabs, kind.perBundle);
  const smaller = Math.floor(slabs / count);
  const larger = slabs % count;
  return Array.from({ length: count }, (_, index) => {
    const inBundle = smaller + (index < larger ? 1 : 0);
    return { ...kind.kind, slabs: inBundle, grams: inBundle * kind.slabGrams + frameGrams };
  });
}

/**
 * A bundle smaller than its thickness's smallest (a slab alone on a frame, say) joins a bundle of its kind in another
 * container that has room for it, in its places and its weight; failing that, it takes slabs of its kind from other
 * containers, as many as they can spare without going below that smallest bundle themselves.
 */
function evenOutSmallBundles(loads: readonly Load[], kinds: readonly KindPlan[], limits: Limits): Load[] {
  const result = loads.map((load) => [...load]);
  const gramsOf = (load: Load) =>
    load.reduce(
      (sum, slabs, index) => sum + slabs * kinds[index]!.slabGrams + bundlesFor(slabs, kinds[index]!.perBundle) * limits.frameGrams,
      0,
    );
  for (const [index, kind] of kinds.entries()) {
    for (const small of result) {
      if (small[index] === 0 || small[index]! >= kind.fewestPerBundle) continue;
      const slabs = small[index]!;
      const host = result.find(
        (other) =>
          other !== small &&
          other[index]! > 0 &&
          bundlesFor(other[index]! + slabs, kind.perBundle) === bundlesFor(other[index]!, kind.perBundle) &&
          gramsOf(other) + slabs * kind.slabGrams <= limits.grams,
      );
      if (host) {
        host[index]! += slabs;
        small[index] = 0;
        continue;
      }
      for (const donor of result) {
        const wanted = kind.fewestPerBundle - small[index]!;
        const room = Math.floor((limits.grams - gramsOf(small)) / kind.slabGrams);
        const taken = Math.min(wanted, room, donor[index]! - kind.fewestPerBundle);
        if (donor === small || taken <= 0) continue;
        donor[index]! -= taken;
        small[index]! += taken;
      }
    }
  }
  return result.filter((load) => load.some((slabs) => slabs > 0));
}

function containersOfLoads(loads: readonly Load[], kinds: readonly KindPlan[], limits: Limits): LoadedContainer[] {
  return loads.map((load) => {
    const bundles = load.flatMap((slabs, index) => (slabs > 0 ? bundlesOfLoad(kinds[index]!, slabs, limits.frameGrams) : []));
    return { bundles, grams: bundles.reduce((sum, bundle) => sum + bundle.grams, 0) };
  });
}

/** How quotes sent before decision 41's revision were loaded: each kind cut into full bundles, first fit, heaviest first. */
function wholeBundleContainers(kinds: readonly KindPlan[], limits: Limits): LoadedContainer[] {
  const bundles = kinds.flatMap((kind) => {
    const full = Math.floor(kind.slabs / kind.perBundle);
    const rest = kind.slabs % kind.perBundle;
    const bundle = (slabs: number): Bundle => ({ ...kind.kind, slabs, grams: slabs * kind.slabGrams + limits.frameGrams });
    return [...Array.from({ length: full }, () => bundle(kind.perBundle)), ...(rest > 0 ? [bundle(rest)] : [])];
  });
  const containers: LoadedContainer[] = [];
  for (const bundle of bundles.sort((a, b) => b.grams - a.grams)) {
    const room = containers.find((container) => container.bundles.length < limits.places && container.grams + bundle.grams <= limits.grams);
    if (room) {
      room.bundles.push(bundle);
      room.grams += bundle.grams;
    } else containers.push({ bundles: [bundle], grams: bundle.grams });
  }
  return containers;
}

function containersFor(kinds: readonly KindPlan[], settings: PlanSettings, budget: SearchBudget): LoadedContainer[] {
  const limits = limitsOf(settings);
  const containers =
    settings.loading === "wholeBundles"
      ? wholeBundleContainers(kinds, limits)
      : containersOfLoads(evenOutSmallBundles(fewestLoads(kinds, limits, budget), kinds, limits), kinds, limits);
  // The lightest last: that is the one the hint offers to fill.
  return containers.sort((a, b) => b.grams - a.grams || b.bundles.length - a.bundles.length);
}

/**
 * Most slabs of one of the kinds the lightest container carries that the plan's containers still take, by their spare
 * weight and spare bundle places together: the most the lower bound allows, checked by a fill that loads the list with
 * them into as many containers (and fewer while none does), so the hint never makes another container necessary.
 */
function fillHint(kinds: readonly KindPlan[], containers: readonly LoadedContainer[], limits: Limits): FillHint | null {
  const mostAlone = mostAloneOf(kinds, limits);
  const lightest = containers.at(-1)!;
  let best: { hint: FillHint; grams: number } | null = null;
  for (const [index, candidate] of kinds.entries()) {
    // The kinds the lightest container already carries: what a buyer adds to fill it.
    if (!lightest.bundles.some((bundle) => kindKey(bundle) === kindKey(candidate.kind))) continue;
    const slabs = kinds.map((kind) => kind.slabs);
    const withMore = (more: number) => slabs.with(index, candidate.slabs + more);
    // A fill that loads them into as many containers is the proof; the search is kept for the plan itself.
    const fits = (more: number) =>
      fillsWithin(kinds.with(index, { ...candidate, slabs: candidate.slabs + more }), limits, containers.length);
    // The most the bound allows first: the plan usually meets it.
    let low = 0;
    let high = containers.length * mostAlone[index]!;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lowerBound(withMore(middle), kinds, mostAlone, limits) <= containers.length) low = middle;
      else high = middle - 1;
    }
    if (low > 0 && !fits(low)) {
      high = low - 1;
      low = 0;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (fits(middle)) low = middle;
        else high = middle - 1;
      }
    }
    if (low > 0 && (!best || low * candidate.slabGrams > best.grams))
      best = { hint: { ...candidate.kind, slabs: low }, grams: low * candidate.slabGrams };
  }
  return best?.hint ?? null;
}

export function planContainers(lines: readonly PlanLine[], settings: PlanSettings): { plan: ContainerPlan; problems: PlanProblem[] } {
  const { kinds, problems } = kindsOf(lines, settings);
  const budget = { steps: SEARCH_STEPS, patternSteps: PATTERN_STEPS };
  const containers = containersFor(kinds, settings, budget);
  const last = containers.at(-1);
  const bundles = containers.reduce((sum, container) => sum + container.bundles.length, 0);
  const shipment = !last
    ? null
    : settings.loading === "fewest" && containers.length === 1 && bundles <= LCL_MAX_BUNDLES
      ? "lcl"
      : "containers";
  return {
    plan: {
      slabs: kinds.reduce((sum, kind) => sum + kind.slabs, 0),
      areaMm2: kinds.reduce((sum, { kind, slabs }) => sum + slabs * kind.lengthMm * kind.widthMm, 0),
      volumeMm3: kinds.reduce((sum, { kind, slabs }) => sum + slabs * kind.lengthMm * kind.widthMm * kind.thicknessMm, 0),
      grams: containers.reduce((sum, container) => sum + container.grams, 0),
      bundles,
      containers,
      shipment,
      last: last ? fullness(last, settings) : null,
      // A part-container shipment needs no container to fill.
      hint: shipment === "containers" && settings.loading === "fewest" ? fillHint(kinds, containers, limitsOf(settings)) : null,
      cargoLimitKg: settings.cargoLimitKg,
      tareKg: settings.tareKg,
    },
    problems,
  };
}
