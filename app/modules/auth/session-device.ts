import { UAParser } from "ua-parser-js";

/** A session's browser and system as its owner recognises the device ("Chrome 131", "Windows 10"); null where unknown. */
export type SessionDevice = { browser: string | null; system: string | null };

/** Read from the user agent the session was started with, by ua-parser-js rather than hand-written patterns. */
export function describeDevice(userAgent: string): SessionDevice {
  const { browser, os } = UAParser(userAgent);
  const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" ") || null;
  return { browser: browser.name ? joined(browser.name, browser.major) : null, system: os.name ? joined(os.name, os.version) : null };
}
