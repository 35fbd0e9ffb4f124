/**
 * The default of BODY_LIMIT_BYTES: the largest body of the quote endpoints (a 5 MB crate photo fits).
 * A module of its own, so the configuration (which the supervisor loads too) needs nothing of the
 * answers, dictionaries and schemas in api/edge.ts.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
