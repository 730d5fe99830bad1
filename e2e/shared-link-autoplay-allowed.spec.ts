// The shared-link journeys in a browser that lets a page start playback (a site the user
// allowed, or one with enough media engagement; headless Chromium lets every page play).
import { sharedLinkTests } from "./shared-link";

sharedLinkTests("an autoplay policy that allows playback", "allowed");
