/**
 * How a quote list's slabs load into 20-foot containers (issue 31, decision 41). Stone fills a container by weight, not
 * volume: slabs travel standing in bundles on A-frames, a bundle holding slabs of one thickness and size, and a
 * container takes a few bundles at most. Pure, so the quote list, the owner's quote and its PDF show the same plan.
 *
 * Weights are whole grams and areas whole square millimetres, so every sum is exact.
 */

/** The gross cargo a container may carry where it goes: trucked inland, to a rail ramp, or to the port. */
export const cargoLimitsKg = { road: 19_900, rail: 21_500, port: 27_000 } as const;
export type CargoRoute = keyof typeof cargoLimitsKg;

export type PlanSettings = {
  /** What a square metre of slab weighs at each thickness (mm), in kilograms. */
  kgPerM2: Readonly<Record<number, number>>;
  /** How many slabs of each thickness (mm) a bundle holds. */
  slabsPerBundle: Readonly<Record<number, number>>;
  bundlesPerContainer: number;
  /** The A-frame and its packing, per bundle. */
  frameKg: number;
  cargoLimitKg: number;
};

/**
 * Quartz at about 49 kg/m² at 2 cm and 73 kg/m² at 3 cm (2.45 g/cm³), 8–11 slabs of 2 cm or 5–7 of 3 cm a bundle,
 * 8 bundles a container; the owner changes each of them.
 */
export const defaultPlanSettings: PlanSettings = {
  kgPerM2: { 12: 30, 15: 37, 20: 49, 30: 73 },
  slabsPerBundle: { 12: 14, 15: 12, 20: 10, 30: 6 },
  bundlesPerContainer: 8,
  frameKg: 0,
  cargoLimitKg: cargoLimitsKg.road,
};

/** Slabs of one thickness and size, as the quote list holds them. */
export type PlanLine = { thicknessMm: number; lengthMm: number; widthMm: number; slabs: number };

/** One kind of slab in a bundle: the bundles of a kind hold nothing else. */
export type SlabKind = { thicknessMm: number; lengthMm: number; widthMm: number };
export type Bundle = SlabKind & { slabs: number; grams: number };
export type LoadedContainer = { bundles: Bundle[]; grams: number };

/** What the buyer may add to fill the last container: most slabs of one of the list's kinds that still fit. */
export type FillHint = SlabKind & { slabs: number };

export type ContainerPlan = {
  slabs: number;
  areaMm2: number;
  /** The slabs' weight with their frames. */
  grams: number;
  bundles: number;
  containers: LoadedContainer[];
  /** How full the last container is (see `fullness`). */
  lastFill: number;
  lastLimitedBy: "weight" | "bundles" | null;
  hint: FillHint | null;
};

export type PlanProblem = { code: "unknownThickness"; thicknessMm: number } | { code: "slabOverLimit"; thicknessMm: number };

const GRAMS_PER_KG = 1000;
const MM2_PER_M2 = 1_000_000;

const kindKey = (kind: SlabKind) => `${kind.thicknessMm}:${kind.lengthMm}x${kind.widthMm}`;

/** A slab's weight in whole grams: the one rounding of the plan, so every sum after it is exact. */
const slabGrams = (kind: SlabKind, kgPerM2: number) => Math.round((kgPerM2 * GRAMS_PER_KG * kind.lengthMm * kind.widthMm) / MM2_PER_M2);

type KindPlan = { kind: SlabKind; slabs: number; slabGrams: number; perBundle: number };

function kindsOf(lines: readonly PlanLine[], settings: PlanSettings): { kinds: KindPlan[]; problems: PlanProblem[] } {
  const byKey = new Map<string, KindPlan>();
  const problems: PlanProblem[] = [];
  const limitGrams = settings.cargoLimitKg * GRAMS_PER_KG;
  const frameGrams = settings.frameKg * GRAMS_PER_KG;
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
    const bundleSize = settings.slabsPerBundle[line.thicknessMm];
    if (kgPerM2 === undefined || bundleSize === undefined) {
      problems.push({ code: "unknownThickness", thicknessMm: line.thicknessMm });
      continue;
    }
    const grams = slabGrams(kind, kgPerM2);
    // A bundle never outweighs a container: under a low limit it holds fewer slabs.
    const perBundle = Math.min(bundleSize, Math.floor((limitGrams - frameGrams) / grams));
    if (perBundle < 1) {
      problems.push({ code: "slabOverLimit", thicknessMm: line.thicknessMm });
      continue;
    }
    byKey.set(key, { kind, slabs: line.slabs, slabGrams: grams, perBundle });
  }
  return { kinds: [...byKey.values()], problems };
}

function bundlesOf(kinds: readonly KindPlan[], frameGrams: number): Bundle[] {
  return kinds.flatMap(({ kind, slabs, slabGrams: grams, perBundle }) => {
    const full = Math.floor(slabs / perBundle);
    const rest = slabs % perBundle;
    const bundle = (count: number): Bundle => ({ ...kind, slabs: count, grams: count * grams + frameGrams });
    return [...Array.from({ length: full }, () => bundle(perBundle)), ...(rest > 0 ? [bundle(rest)] : [])];
  });
}

/** First fit, heaviest bundles first: never over either limit, and within a container or so of the fewest possible. */
function load(bundles: readonly Bundle[], settings: PlanSettings): LoadedContainer[] {
  const limitGrams = settings.cargoLimitKg * GRAMS_PER_KG;
  const containers: LoadedContainer[] = [];
  for (const bundle of [...bundles].sort((a, b) => b.grams - a.grams)) {
    const room = containers.find((container) => container.bundles.length < settings.bundlesPerContainer && container.grams + bundle.grams <= limitGrams);
    if (room) {
      room.bundles.push(bundle);
      room.grams += bundle.grams;
    } else containers.push({ bundles: [bundle], grams: bundle.grams });
  }
  // The lightest last: that is the one the hint offers to fill.
  return containers.sort((a, b) => b.grams - a.grams || b.bundles.length - a.bundles.length);
}

/** How full a container is, 0–1, by whichever of its weight and its bundle places runs out first. */
function fullness(grams: number, bundles: number, settings: PlanSettings): { fill: number; limitedBy: "weight" | "bundles" } {
  const byWeight = grams / (settings.cargoLimitKg * GRAMS_PER_KG);
  const byBundles = bundles / settings.bundlesPerContainer;
  return byWeight >= byBundles ? { fill: byWeight, limitedBy: "weight" } : { fill: byBundles, limitedBy: "bundles" };
}

/** The containers a list's kinds load into. */
const containersOf = (kinds: readonly KindPlan[], settings: PlanSettings) => load(bundlesOf(kinds, settings.frameKg * GRAMS_PER_KG), settings);

/** How many more slabs of one kind the last container's spare weight and bundle places take, at most: a first guess. */
function spareFor({ kind, slabGrams: grams, perBundle }: KindPlan, last: LoadedContainer, settings: PlanSettings): number {
  const frameGrams = settings.frameKg * GRAMS_PER_KG;
  let spareGrams = settings.cargoLimitKg * GRAMS_PER_KG - last.grams;
  let slabs = 0;
  const partial = last.bundles.find((bundle) => kindKey(bundle) === kindKey(kind) && bundle.slabs < perBundle);
  if (partial) {
    slabs = Math.min(perBundle - partial.slabs, Math.floor(spareGrams / grams));
    spareGrams -= slabs * grams;
  }
  for (let places = settings.bundlesPerContainer - last.bundles.length; places > 0 && spareGrams >= frameGrams + grams; places -= 1) {
    const into = Math.min(perBundle, Math.floor((spareGrams - frameGrams) / grams));
    slabs += into;
    spareGrams -= frameGrams + into * grams;
  }
  return slabs;
}

/**
 * The slabs of one of the list's kinds that fill the last container best without another container. Each guess is
 * checked by planning the list with it, since loading the bundles again may place them otherwise.
 */
function fillHint(kinds: readonly KindPlan[], containers: readonly LoadedContainer[], settings: PlanSettings): FillHint | null {
  const last = containers.at(-1);
  if (!last) return null;
  let best: { hint: FillHint; fill: number } = { hint: { ...kinds[0]!.kind, slabs: 0 }, fill: fullness(last.grams, last.bundles.length, settings).fill };
  for (const [index, candidate] of kinds.entries()) {
    for (let slabs = spareFor(candidate, last, settings); slabs > 0; slabs -= 1) {
      const more = kinds.map((kind, at) => (at === index ? { ...kind, slabs: kind.slabs + slabs } : kind));
      const loaded = containersOf(more, settings);
      const after = loaded.at(-1)!;
      const { fill } = fullness(after.grams, after.bundles.length, settings);
      if (loaded.length !== containers.length) continue;
      // Loaded again, the lightest container may come out no fuller than before: then the kind fills nothing.
      if (fill > best.fill) best = { hint: { ...candidate.kind, slabs }, fill };
      break;
    }
  }
  return best.hint.slabs > 0 ? best.hint : null;
}

export function planContainers(lines: readonly PlanLine[], settings: PlanSettings): { plan: ContainerPlan; problems: PlanProblem[] } {
  const { kinds, problems } = kindsOf(lines, settings);
  const containers = containersOf(kinds, settings);
  const last = containers.at(-1);
  const lastFullness = last ? fullness(last.grams, last.bundles.length, settings) : null;
  return {
    plan: {
      slabs: kinds.reduce((sum, kind) => sum + kind.slabs, 0),
      areaMm2: kinds.reduce((sum, { kind, slabs }) => sum + slabs * kind.lengthMm * kind.widthMm, 0),
      grams: containers.reduce((sum, container) => sum + container.grams, 0),
      bundles: containers.reduce((sum, container) => sum + container.bundles.length, 0),
      containers,
      lastFill: lastFullness?.fill ?? 0,
      lastLimitedBy: lastFullness?.limitedBy ?? null,
      hint: fillHint(kinds, containers, settings),
    },
    problems,
  };
}
