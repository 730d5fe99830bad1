import { PATH_ID_PATTERN } from "@/lib/call-results/constants";

/** What a call task ID is, for the header's search box (its title) and the page that refuses one. */
export const TASK_ID_HINT = "A call task ID is 1–128 letters, digits, “_” or “-”, starting with a letter or digit.";

/**
 * PATH_ID_PATTERN as the search box's `pattern` attribute, so the browser itself refuses a bad
 * ID and says why, with no script. The browser anchors it and compiles it with the `v` flag,
 * which wants a class's "-" escaped; spaces around the ID pass, as /tasks trims them.
 */
export const TASK_ID_INPUT_PATTERN = String.raw`\s*${PATH_ID_PATTERN.source.replace(/^\^|\$$/g, "").replaceAll("-]", String.raw`\-]`)}\s*`;
