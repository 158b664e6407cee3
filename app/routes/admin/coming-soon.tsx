import { useMatches } from "react-router";
import { messagesFor } from "~/i18n/language";

const messages = messagesFor("zh").admin;
const headings: Record<string, string> = {
  "admin-navigation": messages.tabs.navigation,
};

/** SPEC's empty tabs (web pages, navigation bar) say plainly that they are coming. */
export default function ComingSoon() {
  const routeId = useMatches().at(-1)?.id ?? "";
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm">
      <h1 className="text-xl font-semibold">{headings[routeId]}</h1>
      <p className="mt-3 text-stone-600">{messages.comingSoon}</p>
    </section>
  );
}
