// The shared-link journeys again, in a browser that blocks playback without a gesture.
import fs from "node:fs";
import { test } from "@playwright/test";
import { sharedLinkTests } from "./shared-link";

const chromium = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
test.use({
  launchOptions: {
    executablePath: chromium,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--autoplay-policy=user-gesture-required"],
  },
});

sharedLinkTests("an autoplay policy that needs a user gesture");
