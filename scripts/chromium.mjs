// Debian's Chromium as the tests and the benchmark drive it: no sandbox (root), and none of the
// background connections this machine's closed network would refuse.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The browser buyers run: Lighthouse, the page weight and the journey through its PDF viewer use it. */
export const fullChromiumPath = () => process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same engine without the browser around it. A
 * browser journey costs half the CPU time in it (docs/decisions/039-journeys-in-the-headless-shell.md); where it is
 * not installed, the full browser stands in.
 */
export const headlessShellPath = () =>
  [process.env.CHROME_HEADLESS_SHELL_PATH, "/usr/bin/chromium-headless-shell"].find((candidate) => candidate && existsSync(candidate));

/**
 * The headless shell where it is installed, or with `fullBrowser` (or without the shell) the full browser.
 * @param {{ fullBrowser?: boolean }} [options]
 */
export function launchChromium({ fullBrowser = false } = {}) {
  const executablePath = (!fullBrowser && headlessShellPath()) || fullChromiumPath();
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}
