/** The pages `npm run audit` measures by default, both languages; the browser tests of the web fonts check the same ones. */
export const AUDITED_PAGES = [
  "/",
  "/?language=de",
  "/about",
  "/uber-uns",
  "/services",
  "/leistungen",
  "/destinations",
  "/destinationen",
  "/destinations/germany/frankfurt-fra",
  "/destinationen/deutschland/frankfurt-fra",
  "/faq",
  "/faq?language=de",
  "/contact",
  "/kontakt",
];
