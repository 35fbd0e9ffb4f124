/** How many destinations the "explore more" row of a destination page shows. */
export const EXPLORE_ROW = 3;

/**
 * The "explore more" row: the featured destinations in their order, without the page's own, cut to a
 * full row (`content/featured.json` lists one more than the row, so a featured page fills it too).
 */
export function exploreRow<T extends { slug: string }>(featured: readonly T[], current: string): T[] {
  return featured.filter((item) => item.slug !== current).slice(0, EXPLORE_ROW);
}
