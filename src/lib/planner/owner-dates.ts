/**
 * The planner's parameters that give the day a step was already done (the microchip, the first rabies
 * vaccination, the antibody test's blood sample). A module of its own, so the planner's form can name
 * them without loading the query schemas.
 */
export const doneOnFields = ["microchippedOn", "vaccinatedOn", "titreSampledOn"] as const;
export type DoneOnField = (typeof doneOnFields)[number];
