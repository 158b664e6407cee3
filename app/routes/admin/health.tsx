import { Link } from "react-router";
import { z } from "zod";
import { messagesFor } from "~/i18n/catalogs";
import { describeHealthCheck } from "~/modules/health/describe-check";
import { readSiteHealth } from "~/modules/health/site-health.server";
import {
  arrivalOf,
  countNeedingAttention,
  healthFormat,
  type HealthCheck,
  type HealthFormat,
  type HealthStatus,
} from "~/modules/health/site-health";
import { requirePermission, signedInAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/health";

/** In the person's dashboard language; this page also reads in the other for whoever runs the server for the owner. */
const languageSchema = z.enum(["zh", "en"]);

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requirePermission(context, "settings");
  const { config, db, storage } = context.services;
  const checks = await readSiteHealth({ config, db, storage, arrivedAs: arrivalOf(request) });
  const language = languageSchema.catch(signedInAdmin(context).dashboardLanguage).parse(url.searchParams.get("lang"));
  return { language, timeZone: config.SITE_TIME_ZONE, checks };
}

const statusStyles: Record<HealthStatus, string> = {
  ok: "bg-green-100 text-green-900",
  attention: "bg-amber-100 text-amber-900",
  failure: "bg-red-100 text-red-900",
};

function CheckItem({
  check,
  text,
  format,
}: {
  check: HealthCheck;
  text: ReturnType<typeof messagesFor>["admin"]["health"];
  format: HealthFormat;
}) {
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm" data-check={check.id} data-status={check.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">{text.titles[check.id]}</h2>
        <span className={`rounded px-2 py-0.5 text-sm ${statusStyles[check.status]}`}>{text.statuses[check.status]}</span>
      </div>
      <p className="mt-2 break-words text-stone-700">{describeHealthCheck(check, text, format)}</p>
      {check.fix && (
        <p className="mt-2 break-words text-sm">
          <span className="font-semibold">{text.fixHeading}: </span>
          {text.fixes[check.fix]}
        </p>
      )}
    </li>
  );
}

export default function SiteHealth({ loaderData }: Route.ComponentProps) {
  const { language, timeZone, checks } = loaderData;
  const text = messagesFor(language).admin.health;
  const format = healthFormat(language, timeZone);
  const needing = countNeedingAttention(checks);
  return (
    <section aria-labelledby="health-heading" lang={language === "zh" ? "zh-CN" : "en"} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="health-heading" className="text-xl font-semibold">
          {text.heading}
        </h1>
        <Link to={language === "zh" ? "?lang=en" : "?lang=zh"} className="text-sm text-brand-700 underline underline-offset-4">
          {text.switchLanguage}
        </Link>
      </div>
      <p className="text-stone-600">{text.intro}</p>
      <p className="font-semibold">{needing === 0 ? text.allWell : text.needAttention(needing)}</p>
      <ul className="space-y-3">
        {checks.map((check) => (
          <CheckItem key={check.id} check={check} text={text} format={format} />
        ))}
      </ul>
    </section>
  );
}
