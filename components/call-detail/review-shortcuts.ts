/** The call page's key for "Mark reviewed" (review-form.tsx), listed in the keyboard help. */
export const REVIEW_KEY = "r";

export const REVIEW_SHORTCUTS: Array<[string, string]> = [[REVIEW_KEY, "Mark the call reviewed with the score chosen"]];
