import { quoteListText } from "~/i18n/catalogs";
import { useLanguage } from "~/i18n/use-language";
import type { CargoRoute, ContainerPlan, PlanProblem } from "~/modules/quotes/container-plan";
import { CUSTOM_LIMIT, CUSTOM_LIMIT_KG, LIMIT_FIELDS } from "~/modules/quotes/quote-list";
import type { CargoLimit } from "~/modules/quotes/quote-settings";
import { planFigures } from "~/modules/quotes/plan-figures";
import { tonnesFormat } from "~/modules/quotes/quote-list-texts";
import { choiceClass } from "./choice-group";
import { fieldClass, labelClass, secondaryButtonClass } from "./quote-list-lines";

const KG_PER_TONNE = 1000;

type Props = { plan: ContainerPlan; problems: PlanProblem[]; limit: CargoLimit; cargoLimitsKg: Record<CargoRoute, number> };

/**
 * The list's container plan for the limit the buyer chose: a GET form, so the choice is in the address and works
 * without JavaScript; the figures all come from the one planner (docs/decisions/041).
 */
export function QuotePlanSection({ plan, problems, limit, cargoLimitsKg }: Props) {
  const language = useLanguage();
  const text = quoteListText(language).plan;
  const units = quoteListText(language);
  const tonnes = tonnesFormat(language);
  const routes = Object.keys(cargoLimitsKg) as CargoRoute[];
  const chosen = "route" in limit ? limit.route : CUSTOM_LIMIT;
  // The same figures, rounded the same way, as the owner's pricing screen and the quote's PDF (docs/decisions/041).
  const shown = planFigures(plan, language);
  const figures: [string, string][] = [
    shown.shipment === "lcl" ? [text.shipment, text.lclShort] : [text.containers, shown.containers],
    [text.bundles, shown.bundles],
    [text.weight, text.kilograms(shown.cargoKg)],
    [text.area, units.squareMetres(shown.areaM2)],
  ];
  return (
    <section aria-labelledby="quote-plan-heading" className="mt-10 rounded-lg border border-stone-200 p-5" data-quote-plan>
      <h2 id="quote-plan-heading" className="text-xl font-semibold">
        {text.heading}
      </h2>
      <form method="get" className="mt-3 flex flex-wrap items-end gap-3" data-quote-limit>
        <fieldset>
          <legend className={labelClass}>{text.limit}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {routes.map((route) => (
              <label key={route} className={choiceClass}>
                <input
                  type="radio"
                  name={LIMIT_FIELDS.route}
                  value={route}
                  defaultChecked={chosen === route}
                  className="accent-brand-800"
                />
                {text.routes[route](tonnes.format(cargoLimitsKg[route] / KG_PER_TONNE))}
              </label>
            ))}
            <label className={choiceClass}>
              <input
                type="radio"
                name={LIMIT_FIELDS.route}
                value={CUSTOM_LIMIT}
                defaultChecked={chosen === CUSTOM_LIMIT}
                className="accent-brand-800"
              />
              {text.custom}
            </label>
          </div>
          <p className="mt-2 max-w-3xl text-sm text-stone-600">{text.limitMeaning}</p>
        </fieldset>
        <div>
          <label htmlFor="quote-limit-kg" className={labelClass}>
            {text.customKg}
          </label>
          <input
            id="quote-limit-kg"
            name={LIMIT_FIELDS.kg}
            type="number"
            inputMode="numeric"
            min={CUSTOM_LIMIT_KG.min}
            max={CUSTOM_LIMIT_KG.max}
            step={1}
            defaultValue={"kg" in limit ? limit.kg : undefined}
            className={`${fieldClass} w-32`}
          />
        </div>
        <button type="submit" className={secondaryButtonClass}>
          {text.show}
        </button>
      </form>
      <div aria-live="polite" data-quote-region="figures">
        <dl className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded bg-stone-100 px-3 py-2">
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd className="text-xl font-semibold" data-plan-figure={label}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {shown.shipment === "lcl" && <p className="mt-4 font-medium">{text.lcl(shown.cargoKg, shown.volumeM3)}</p>}
        {shown.shipment === "containers" && (
          <>
            <ol className="mt-4 space-y-1 text-sm text-stone-700">
              {shown.perContainer.map((container, index) => (
                <li key={index}>
                  {text.containerLine(
                    index + 1,
                    container.bundles,
                    container.cargoKg,
                    container.grossKg,
                    plan.containers[index]!.bundles.length,
                  )}
                </li>
              ))}
            </ol>
            <p className="mt-2 text-sm text-stone-600">{text.tare(shown.tareKg)}</p>
          </>
        )}
        {shown.shipment === "containers" && shown.lastFill && (
          <p className="mt-3 font-medium">{text.lastFill(shown.lastFill.percent, shown.lastFill.limitedBy)}</p>
        )}
        {plan.hint && (
          <p className="mt-1 text-brand-800" data-plan-hint>
            {text.hint(
              plan.hint.slabs,
              units.thicknessValue(plan.hint.thicknessMm),
              units.sizeValue(plan.hint.lengthMm, plan.hint.widthMm),
            )}
          </p>
        )}
        {problems.map((problem) => (
          <p key={`${problem.code}-${problem.thicknessMm}`} className="mt-2 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {text[problem.code](units.thicknessValue(problem.thicknessMm))}
          </p>
        ))}
        <p className="mt-3 text-sm text-stone-600">{text.estimate}</p>
      </div>
    </section>
  );
}
