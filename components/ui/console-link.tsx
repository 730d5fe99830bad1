import { isHttpUrl } from "@/lib/urls";
import { Icon } from "./icon";

// The call's page in the vendor console. Only http(s) URLs become links; anything else
// (javascript:, data:, garbage) is shown as inert text.
export function ConsoleLink({ url, callId }: { url: string; callId: string }) {
  if (!isHttpUrl(url)) {
    return (
      <span className="text-xs text-slate-600" title="Not a web address, so not a link">
        <span className="sr-only">Console address is not a web link: </span>
        <span className="font-mono break-all">{url}</span>
      </span>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 whitespace-nowrap text-sky-800 underline-offset-2 hover:underline focus-ring"
    >
      Open in console
      <span className="sr-only"> for call {callId} (opens in a new tab)</span>
      <Icon name="external" className="size-3.5" />
    </a>
  );
}
