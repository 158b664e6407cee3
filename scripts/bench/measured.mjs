// Reading back what the bench measured.

/**
 * The figures under `key`, which the bench measured for every key it reads back: each connection count of a page,
 * each site, page and screen of the scale scenario. Only the index type does not know it.
 * @template F
 * @param {{ readonly [key: string]: F } | readonly F[]} figures
 * @param {string | number} key
 * @returns {F}
 */
export const measuredAt = (figures, key) => /** @type {F} */ (/** @type {Record<string | number, F>} */ (figures)[key]);
