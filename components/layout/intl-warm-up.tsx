import { headers } from "next/headers";

// The browser's first Intl.DateTimeFormat with a time zone loads its zone and locale data:
// 15–55 ms in a fresh Chromium page, then under 1 ms for the next. Made first by the calls'
// times while React hydrates the page, it lengthened hydration's longest task by that much
// (issue #28's TBT). This script makes one in a task of its own, just after the first paint
// (a timer set in the paint's animation frame), before the page's scripts run.
const SCRIPT = `requestAnimationFrame(function(){setTimeout(function(){try{new Intl.DateTimeFormat("en-GB",{timeZone:"UTC"}).format(0)}catch(e){}},0)})`;

/** Server-rendered at the end of the body, with the request's script nonce (proxy.ts). */
export async function IntlWarmUp() {
  const policy = (await headers()).get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the script is this file's constant; nothing from a request is in it.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
