// The shared-link journeys in a browser that blocks playback without a gesture, as
// browsers often do for a freshly opened link.
import { sharedLinkTests } from "./shared-link";

sharedLinkTests("an autoplay policy that needs a user gesture", "blocked");
