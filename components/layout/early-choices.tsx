import { headers } from "next/headers";

// A choice made in a form before the page's scripts have run (issue #38: "Agent ID" picked in
// the search's field as the page appears came back as "Call ID" once React hydrated it, and
// the agent's id was searched as a call id). The forms are plain GET forms that work with no
// script at all; this one, inline and first in the body, keeps what the user chose until React
// takes over, without a byte of the page's own scripts: each change to a named control is
// noted, and a control marked `data-submit-on-change` (rows per page) sends its form at once,
// as it does once hydrated. When React has hydrated (the root's data-hydrated, set by
// components/providers/app-providers.tsx), each noted value is set again through the field's
// own value setter, with the events React listens to, so the component takes it as the
// user's change: hydration keeps the value the user set, never the server's.
const SCRIPT = `(function(){var d=document,r=d.documentElement,c=[];function on(e){var t=e.target;if(r.dataset.hydrated||!t||!t.name||!t.form)return;c.push([t,t.value]);if(e.type==="change"&&t.hasAttribute("data-submit-on-change"))t.form.requestSubmit()}d.addEventListener("input",on,true);d.addEventListener("change",on,true);new MutationObserver(function(m,o){if(!r.dataset.hydrated)return;o.disconnect();c.forEach(function(p){var t=p[0];if(!t.isConnected)t=d.querySelector('[name="'+t.name+'"]:not([type=hidden])');if(!t||t.value===p[1])return;Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),"value").set.call(t,p[1]);t.dispatchEvent(new Event("input",{bubbles:true}));t.dispatchEvent(new Event("change",{bubbles:true}))})}).observe(r,{attributes:true,attributeFilter:["data-hydrated"]})})()`;

/** Server-rendered first in the body, with the request's script nonce (proxy.ts). */
export async function EarlyChoices() {
  const policy = (await headers()).get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the script is this file's constant; nothing from a request is in it.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
