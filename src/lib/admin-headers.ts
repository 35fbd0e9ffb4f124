/** Every staff page: never cached, never indexed. */
export const adminHeaders = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
