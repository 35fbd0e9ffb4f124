/**
 * A made-up rate card for tests and stories: round figures chosen for easy arithmetic, not the
 * company's prices (the site ships with no rate card; staff enter the real one).
 */
import type { RateCard } from "../lib/estimate.ts";

export const fictitiousRateCard = (): RateCard => ({
  version: 1,
  validFrom: "2026-01-01",
  currency: "EUR",
  zones: [
    {
      key: "asia",
      countries: ["japan", "singapore"],
      minimumCents: 10_000,
      bands: [
        { upToKg: 45, perKgCents: 1_000 },
        { upToKg: 100, perKgCents: 800 },
        { upToKg: 300, perKgCents: 600 },
      ],
      documentsCents: 15_000,
    },
  ],
  documents: [{ country: "japan", cents: 20_000 }],
  customs: [{ country: "japan", cents: 5_000 }],
  pickup: [{ upToKm: 50, cents: 4_000 }, { upToKm: 200, cents: 9_000 }],
  delivery: [{ upToKm: 50, cents: 5_000 }, { upToKm: 200, cents: 11_000 }],
  crates: [
    { series: "100", cents: 3_000 },
    { series: "200", cents: 5_000 },
    { series: "300", cents: 7_000 },
    { series: "400", cents: 9_000 },
    { series: "500", cents: 12_000 },
    { series: "700", cents: 20_000 },
  ],
  vatNote: { en: "Test card: no VAT applies.", de: "Testkarte: keine Mehrwertsteuer." },
  notes: { en: "Test card with made-up figures.", de: "Testkarte mit erfundenen Zahlen." },
});
