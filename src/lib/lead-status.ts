/** Sales workflow of a lead: new → contacted → quoted → booked → closed, or spam. */
export const leadStatuses = ["new", "contacted", "quoted", "booked", "closed", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
