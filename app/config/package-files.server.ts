import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/**
 * Data files the server reads out of npm packages it needs for nothing else: two weights of Noto Sans SC and of Noto
 * Sans Arabic for the spec sheet (the packages ship nine, 92 MiB and 3 MiB) and DB-IP's two country tables (the package also ships numeric
 * copies, 35 MiB). The build copies these beside the server bundle (build/server/package-files/), so the packages
 * are development dependencies and a production install holds only the files read.
 */
export const PACKAGE_FILES = [
  "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
  "@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf",
  "@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf",
  "@ip-location-db/dbip-country/dbip-country-ipv4.csv",
  "@ip-location-db/dbip-country/dbip-country-ipv6.csv",
] as const;

export type PackageFile = (typeof PACKAGE_FILES)[number];

/** Where the build puts its copies, beside build/server/index.js. */
export const PACKAGE_FILES_FOLDER = "package-files";

/**
 * The build's copy, as the bundle sees it (beside it) or as the command-line tools do (from this source file);
 * without a build, the installed package's file (development and tests).
 */
export function packageFile(file: PackageFile): string {
  const copies = [`./${PACKAGE_FILES_FOLDER}/${file}`, `../../build/server/${PACKAGE_FILES_FOLDER}/${file}`].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  return copies.find((copy) => existsSync(copy)) ?? createRequire(import.meta.url).resolve(file);
}
