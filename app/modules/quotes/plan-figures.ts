/**
 * A container plan's figures as every surface prints them, in the reader's language: the quote list (on the server and
 * in the browser), the owner's pricing screen, the online quote and its PDF. Each rounds once, here, so the same list
 * reads the same everywhere (docs/decisions/041).
 */
import type { Language } from "~/i18n/languages";
import { exactDecimal, formatDecimal, numberFormatter } from "~/i18n/numbers";
import { kilogramsOf, type ContainerPlan, type Fullness } from "./container-plan";

const GRAMS_PER_KG = 1000;

/** Half up, in whole hundredths: an area in mm² as m², a volume in mm³ as m³. */
export const hundredthsOfM2 = (areaMm2: number) => Math.floor((areaMm2 + 5_000) / 10_000);
const hundredthsOfM3 = (volumeMm3: number) => Math.floor((volumeMm3 + 5_000_000) / 10_000_000);

export type ContainerFigures = { bundles: string; slabs: string; cargoKg: string; grossKg: string };

export type PlanFigures = {
  shipment: ContainerPlan["shipment"];
  containers: string;
  bundles: string;
  slabs: string;
  /** The slabs with their frames, all containers together. */
  cargoKg: string;
  /** One empty container. */
  tareKg: string;
  cargoLimitKg: string;
  areaM2: string;
  volumeM3: string;
  perContainer: ContainerFigures[];
  lastFill: { percent: string; limitedBy: Fullness["limitedBy"] } | null;
};

export function planFigures(plan: ContainerPlan, language: Language): PlanFigures {
  const count = (value: number) => formatDecimal(value, 0, language);
  const tareGrams = plan.tareKg * GRAMS_PER_KG;
  return {
    shipment: plan.shipment,
    containers: count(plan.containers.length),
    bundles: count(plan.bundles),
    slabs: count(plan.slabs),
    cargoKg: count(kilogramsOf(plan.grams)),
    tareKg: count(plan.tareKg),
    cargoLimitKg: count(plan.cargoLimitKg),
    areaM2: formatDecimal(hundredthsOfM2(plan.areaMm2), 2, language),
    volumeM3: formatDecimal(hundredthsOfM3(plan.volumeMm3), 2, language),
    perContainer: plan.containers.map((container) => ({
      bundles: count(container.bundles.length),
      slabs: count(container.bundles.reduce((sum, bundle) => sum + bundle.slabs, 0)),
      cargoKg: count(kilogramsOf(container.grams)),
      grossKg: count(kilogramsOf(container.grams + tareGrams)),
    })),
    lastFill: plan.last && {
      percent: numberFormatter(language, { style: "percent", maximumFractionDigits: 0 }).format(exactDecimal(plan.last.percent, 2)),
      limitedBy: plan.last.limitedBy,
    },
  };
}
