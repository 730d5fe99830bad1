import { headers } from "next/headers";

// A choice made in a form before the page's scripts have run (issue #38: "Agent ID" picked in
// the search's field as the page appears came back as "Call ID" once React hydrated it, and
// the agent's id was searched as a call id). The forms are plain GET forms that work with no
// script at all; this one, inline and first in the body, keeps what the user chose until React
// takes over: each change to a named control is noted in `window.__earlyChoices` (read by
// lib/client/early-choice.ts), and a control marked `data-submit-on-change` (rows per page)
// sends its form at once, as it does once hydrated. It stands aside once React has hydrated.
const SCRIPT = `(function(){var d=document,c=window.__earlyChoices={};function on(e){var t=e.target;if(d.documentElement.dataset.hydrated||!t||!t.name||!t.form)return;c[t.name]=t.value;if(e.type==="change"&&t.hasAttribute("data-submit-on-change"))t.form.requestSubmit()}d.addEventListener("input",on,true);d.addEventListener("change",on,true)})()`;

/** Server-rendered first in the body, with the request's script nonce (proxy.ts). */
export async function EarlyChoices() {
  const policy = (await headers()).get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the script is this file's constant; nothing from a request is in it.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
