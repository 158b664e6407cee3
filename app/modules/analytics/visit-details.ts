/** Pure parts of the conversion and source figures: the ranges they cover and how a conversion rate reads. */

export const detailRanges = [7, 30, 90, "all"] as const;
export type DetailRange = (typeof detailRanges)[number];

type Figures = { views: number; enquiries: number };

export type VisitDetails = {
  views: number;
  enquiries: number;
  /** Most viewed first; `title` is null once the product is deleted. */
  products: ({ productId: string; title: string | null } & Figures)[];
  referrers: ({ referrer: string } & Figures)[];
  campaigns: ({ source: string; medium: string; campaign: string } & Figures)[];
  /** "" is the views and enquiries whose country is unknown. */
  countries: ({ country: string } & Figures)[];
};

/** Enquiries per hundred views, to one decimal; null without views, where a rate means nothing. */
export function conversionPercent({ views, enquiries }: Figures): number | null {
  return views === 0 ? null : Math.round((enquiries / views) * 1000) / 10;
}

/** The range in the address (`?range=all`), else the period the page shows. */
export function detailRangeFrom(value: string | null, fallback: DetailRange): DetailRange {
  return detailRanges.find((range) => String(range) === value) ?? fallback;
}
