/**
 * The category a Brand Center address (`?category=…`) names among the listed ones: by slug, or by
 * the id that addressed it before slugs existed, so old links keep working. `canonical` is false
 * when the id matched, and the page then moves to the slug's address.
 */
export function findBrandCategory<T extends { id: string; slug: string }>(
  listed: T[],
  requested: string | null,
): { category: T; canonical: boolean } | null {
  if (!requested) return null;
  const bySlug = listed.find((category) => category.slug === requested);
  if (bySlug) return { category: bySlug, canonical: true };
  const byId = listed.find((category) => category.id === requested);
  return byId ? { category: byId, canonical: false } : null;
}
