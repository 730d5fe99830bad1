/** What a call task ID is, for the page that refuses what the header's search box cannot use. */
export const TASK_ID_HINT = "A call task ID is 1–128 letters, digits, “_” or “-”, starting with a letter or digit.";
