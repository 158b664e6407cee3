import { useLocation, useMatches } from "react-router";
import { messagesFor } from "./catalogs";
import type { Messages } from "./en";
import { alternatePath, languageFromPath } from "./language-paths";
import type { Language } from "./languages";

export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

export function useMessages(): Messages {
  return messagesFor(useLanguage());
}

/**
 * Where the language menu leads for each language. A page that exists in fewer languages than the
 * site (a news post written in one) names in its loader data, as `languageSwitch`, where the
 * visitors of a missing language go instead of its twin's address, which would be a 404.
 */
export type LanguageSwitchTargets = Partial<Record<Language, string>>;

export function useLanguageSwitchPath(): (target: Language) => string {
  const { pathname } = useLocation();
  const page = useMatches().at(-1)?.loaderData as { languageSwitch?: LanguageSwitchTargets } | null | undefined;
  return (target) => page?.languageSwitch?.[target] ?? alternatePath(pathname, target);
}
