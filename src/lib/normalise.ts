/** Lower case, without accents and punctuation: "Zürich" → "zurich"; `german` spells umlauts out ("zuerich"). */
export function normalise(text: string, german = false): string {
  const spelled = german ? text.toLowerCase().replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue") : text.toLowerCase();
  return spelled
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A name in both spellings a search may use: "München" → "munchen" and "muenchen". */
export const spellings = (text: string) => [...new Set([normalise(text), normalise(text, true)])];
