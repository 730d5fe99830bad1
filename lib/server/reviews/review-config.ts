import "server-only";
import { DEFAULT_REVIEW_TAGS, TAG_MAX } from "@/lib/reviews/review";
import { textProblem } from "@/lib/text-input";
import { ConfigError, cachedByEnv, envReader } from "../env";

// DASHBOARD_REVIEW_TAGS: the tags a review may carry, comma-separated, set by the admin.
// Bounded like any text a reviewer sees: at most MAX_TAGS tags of 1–32 characters.

const MAX_TAGS = 20;

export const reviewTags = cachedByEnv(["DASHBOARD_REVIEW_TAGS"], (): string[] => {
  const tags = envReader(process.env).list("DASHBOARD_REVIEW_TAGS");
  if (tags.length === 0) return [...DEFAULT_REVIEW_TAGS];
  if (tags.length > MAX_TAGS) throw new ConfigError(`DASHBOARD_REVIEW_TAGS holds ${tags.length} tags; at most ${MAX_TAGS} are allowed.`);
  for (const tag of tags)
    if (tag.length > TAG_MAX || textProblem(tag))
      throw new ConfigError(`DASHBOARD_REVIEW_TAGS: "${tag.slice(0, 40)}" is not a tag of 1 to ${TAG_MAX} plain characters.`);
  return [...new Set(tags)];
});
