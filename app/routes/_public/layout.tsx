import { Outlet } from "react-router";
import { Footer } from "~/components/footer";
import { Navbar } from "~/components/navbar";
import { useLanguage } from "~/i18n/language";
import { siteUrl } from "~/modules/http/site-url.server";
import { organizationStructuredData, publicCompanyDetails } from "~/modules/site-settings/company-details.server";
import { readSetting } from "~/modules/site-settings/site-settings.server";
import type { Route } from "./+types/layout";

export async function loader({ context }: Route.LoaderArgs) {
  const stored = await readSetting(context.services.db, "saideInfo");
  const origin = siteUrl(context);
  // Both languages are sent: switching language keeps this layout mounted without re-running the loader.
  const company = {
    en: publicCompanyDetails(stored.en),
    zh: publicCompanyDetails(stored.zh),
  };
  return {
    company,
    organization: {
      en: organizationStructuredData(company.en, origin),
      zh: organizationStructuredData(company.zh, origin),
    },
    signedIn: (await context.currentUser()) !== null,
    origin,
  };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar signedIn={loaderData.signedIn} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer company={loaderData.company[language]} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(loaderData.organization[language]).replace(/</g, "\\u003c"),
        }}
      />
    </div>
  );
}
