import { Outlet } from "react-router";
import { Footer } from "~/components/footer";
import { Navbar } from "~/components/navbar";
import { useLanguage } from "~/i18n/language";
import { resolveImages } from "~/modules/media/media.server";
import { siteUrl } from "~/modules/http/site-url.server";
import { publicCompanyDetails } from "~/modules/site-settings/company-details.server";
import { publicNavigation } from "~/modules/site-settings/navigation.server";
import { organizationStructuredData } from "~/modules/site-settings/organization";
import { readSetting } from "~/modules/site-settings/site-settings.server";
import type { Route } from "./+types/layout";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [stored, navigation] = await Promise.all([readSetting(db, "saideInfo"), publicNavigation(db)]);
  const images = await resolveImages(db, [stored.wechatQrImageId]);
  // Both languages are sent: switching language keeps this layout mounted without re-running the loader.
  return {
    company: { en: publicCompanyDetails(stored.en), zh: publicCompanyDetails(stored.zh) },
    navigation,
    wechatQr: (stored.wechatQrImageId && images.get(stored.wechatQrImageId)) || null,
    signedIn: (await context.currentUser()) !== null,
    origin: siteUrl(context),
  };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar signedIn={loaderData.signedIn} links={loaderData.navigation[language].navbar} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer company={loaderData.company[language]} wechatQr={loaderData.wechatQr} links={loaderData.navigation[language].footer} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(organizationStructuredData(loaderData.company[language], loaderData.origin)).replace(/</g, "\\u003c"),
        }}
      />
    </div>
  );
}
