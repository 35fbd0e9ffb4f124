import type { enImageDirectory } from "./en-image-directory.ts";
import type { Translations } from "./plural.ts";

/**
 * German texts of the image directory (`/image-directory`, the route table's `texts: ["imageDirectory"]`),
 * so other pages do not download them; the server has them from start-up. Every key exists in both
 * languages (checked by a test).
 */
export const deImageDirectory: Translations<typeof enImageDirectory> = {
  "imageDirectory.metaTitle": "Bildverzeichnis – ARC Pet Air",
  "imageDirectory.metaDescription": "Alle Reiseziel-, Länder- und Kontinentbilder der ARC Pet Air Website mit ihrem Ladezustand, zur Kontrolle der Bilder nach einer Veröffentlichung.",
  "imageDirectory.title": "Bildverzeichnis",
  "imageDirectory.text": "Alle Reiseziel-Bilder mit ihrem Ladezustand: {destinations} Reiseziele, {countries} Länder, {continents} Kontinente und das Standardbild.",
  "imageDirectory.destinations": "Reiseziele",
  "imageDirectory.destinationLabel": "{city} ({code})",
  "imageDirectory.countries": "Länder",
  "imageDirectory.continents": "Kontinente",
  "imageDirectory.default": "Standardbild",
  "imageDirectory.status.loading": "Wird geladen…",
  "imageDirectory.status.loaded": "Geladen",
  "imageDirectory.status.failed": "Fehlgeschlagen",
};
