/**
 * English texts of the image directory (`/image-directory`, the route table's `texts: ["imageDirectory"]`),
 * so other pages do not download them; the server has them from start-up. Every key exists in both
 * languages (checked by a test).
 */
export const enImageDirectory = {
  "imageDirectory.metaTitle": "Image Directory – ARC Pet Air",
  "imageDirectory.metaDescription": "Every destination, country and continent image of the ARC Pet Air website with its loading state, for checking the image set after a deploy.",
  "imageDirectory.title": "Image directory",
  "imageDirectory.text": "Every destination image with its loading state: {destinations} destinations, {countries} countries, {continents} continents and the default image.",
  "imageDirectory.destinations": "Destinations",
  "imageDirectory.destinationLabel": "{city} ({code})",
  "imageDirectory.countries": "Countries",
  "imageDirectory.continents": "Continents",
  "imageDirectory.default": "Default image",
  "imageDirectory.status.loading": "Loading…",
  "imageDirectory.status.loaded": "Loaded",
  "imageDirectory.status.failed": "Failed",
};

export type ImageDirectoryMessageKey = keyof typeof enImageDirectory;
