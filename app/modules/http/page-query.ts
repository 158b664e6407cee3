/**
 * What a public route's `handle` says about its address's query: the parameters its page reads. Any
 * other (a campaign's `utm_*`, an ad's `gclid` or `fbclid`, WeChat's `from`) leaves the page as it is,
 * so the page cache answers it with the page kept for the address without it (docs/decisions/031).
 */
export type QueryHandle = { query?: readonly string[] };

/**
 * The parameters of `params` that `names` lists, sorted by name (the values of one name keep their
 * order). A loader reads its query through this with its handle's list, so a parameter it reads but
 * does not declare is missed at once in its own tests, rather than shared between addresses by the cache.
 */
export function pageQuery(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  const read = new URLSearchParams();
  for (const [name, value] of params) if (names.includes(name)) read.append(name, value);
  read.sort();
  return read;
}
