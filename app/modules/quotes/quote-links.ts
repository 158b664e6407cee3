/**
 * A version's private link with `?version=newest` shows the newest version sent for the same request: a replaced
 * version links there, since the buyer holds each version's token and the database only their hashes (decision 043).
 */
export const VERSION_PARAMETER = "version";

export const NEWEST_VERSION_SEARCH = `?${VERSION_PARAMETER}=newest`;

export const asksNewestVersion = (query: URLSearchParams): boolean => query.get(VERSION_PARAMETER) === "newest";
