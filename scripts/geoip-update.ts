// `npm run geoip:update -- dbip-country-lite.csv`: checks a downloaded IP-to-country CSV ("first address,last address,CC"
// per line, IPv4 and IPv6, as DB-IP's country lite file and the shipped package have them) and installs it under DATA_DIR,
// where it takes the shipped database's place from the next start of the site.
import { loadConfig } from "~/config/config.server";
import { installCountryDatabase, installedDatabasePath } from "~/modules/geo/country-lookup.server";
import { RangeFileError } from "~/modules/geo/ip-ranges";

const usage = "Usage: npm run geoip:update -- <file.csv>";

async function main() {
  const [source, ...rest] = process.argv.slice(2);
  if (!source || rest.length > 0) {
    console.error(usage);
    process.exit(2);
  }
  const { dataDir } = loadConfig();
  try {
    const installed = await installCountryDatabase(source, dataDir);
    console.log(
      `Installed ${installed.ranges.toLocaleString("en")} ranges for ${installed.countries} countries (${(installed.bytes / 1e6).toFixed(1)} MB in memory) as ${installedDatabasePath(dataDir)}. Restart the site to use it.`,
    );
  } catch (error) {
    if (!(error instanceof RangeFileError) && (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    console.error(`${source} was not installed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

await main();
