import type { Config } from "~/config/config.server";
import { mailFolder } from "./delivery.server";

/** Names reserved for examples and tests (RFC 2606, RFC 6761): mail addressed there reaches nobody. */
const placeholderDomains = ["example.com", "example.org", "example.net", "localhost"];
const placeholderSuffixes = [".example", ".test", ".invalid", ".localhost", ...placeholderDomains.map((domain) => `.${domain}`)];

export function isPlaceholderAddress(address: string): boolean {
  const domain = address.slice(address.lastIndexOf("@") + 1).toLowerCase();
  return placeholderDomains.includes(domain) || placeholderSuffixes.some((suffix) => domain.endsWith(suffix));
}

/** Why mail may not reach a person: it is only written to files, or the owners' addresses are placeholders. */
export type MailDeliveryProblems = { writtenToFolder: string | null; placeholderOwners: string[] };

export function mailDeliveryProblems(config: Pick<Config, "SMTP_URL" | "OWNER_EMAILS" | "dataDir">): MailDeliveryProblems | null {
  const writtenToFolder = config.SMTP_URL ? null : mailFolder(config);
  const placeholderOwners = config.OWNER_EMAILS.filter(isPlaceholderAddress);
  return writtenToFolder || placeholderOwners.length > 0 ? { writtenToFolder, placeholderOwners } : null;
}
