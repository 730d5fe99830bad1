import { isHttpUrl } from "@/lib/urls";
import { Icon } from "./icon";

// The call's page in the vendor console. Only http(s) URLs become links; anything else
// (javascript:, data:, garbage) is shown as inert text. `short`: "Console" on screen, for the
// calls table's narrow actions column; its accessible name stays "Open in console …".
export function ConsoleLink({ url, callId, short = false }: { url: string; callId: string; short?: boolean }) {
  if (!isHttpUrl(url)) {
    // In the narrow column the address itself stays in the title and on the call's page.
    if (short)
      return (
        <span className="text-xs text-slate-600" title={`Not a web address, so not a link: ${url}`}>
          No link<span className="sr-only">: the console address is not a web address</span>
        </span>
      );
    return (
      <span className="text-xs text-slate-600" title="Not a web address, so not a link">
        <span className="sr-only">Console address is not a web link: </span>
        <span className="font-mono break-all">{url}</span>
      </span>
    );
  }
  const name = `Open in console for call ${callId} (opens in a new tab)`;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={short ? name : undefined}
      title={short ? "Open in console" : undefined}
      className="link icon-label gap-1"
    >
      {short ? "Console" : "Open in console"}
      {!short && <span className="sr-only"> for call {callId} (opens in a new tab)</span>}
      <Icon name="external" className="size-3.5" />
    </a>
  );
}
