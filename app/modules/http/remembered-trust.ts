/** Express's test of one address in a request's chain: is it a proxy we trust, at this many hops from us? */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** Addresses whose answers are kept; past this the memory starts again empty, so forged chains cannot grow it. */
const REMEMBERED_ADDRESSES = 1000;

/**
 * `trust` with its answers kept. Express asks it for every address in a request's chain on each
 * `request.ip` and `request.secure`, and for an address list (`TRUST_PROXY=loopback`, the default)
 * it parses the address each time, a share of a cached page's processor time worth saving
 * (docs/benchmarks/016-page-cache.md, "Per-response costs"). A server sees few distinct addresses at the
 * front of its chains, so nearly every answer is a lookup.
 */
export function rememberedTrust(trust: ProxyTrust): ProxyTrust {
  const answers = new Map<string, boolean>();
  return (address, hop) => {
    const key = `${hop} ${address}`;
    const known = answers.get(key);
    if (known !== undefined) return known;
    const answer = trust(address, hop);
    if (answers.size >= REMEMBERED_ADDRESSES) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
