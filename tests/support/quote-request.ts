import type { EnquiryOrigin } from "~/modules/enquiries/notification";

/** A quote request as the list page sends it: 24 slabs of Calacatta Gold 20 mm, CIF, under a 27 t container limit. */
export const quoteRequestOrigin = (buyer: { company: string; country: string; destinationPort: string }) =>
  ({
    source: "quote",
    ...buyer,
    incoterm: "CIF",
    cargoLimitKg: 27_000,
    lines: [
      {
        productId: "calacatta-gold",
        productTitle: "Calacatta Gold",
        thicknessMm: 20,
        lengthMm: 3200,
        widthMm: 1600,
        finish: "Polished",
        quantity: 24,
        unit: "slab",
        slabs: 24,
      },
    ],
  }) satisfies EnquiryOrigin;
