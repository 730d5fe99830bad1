import "server-only";
import {
  listQueryToSearchParams,
  listResponseSchema,
  type ListQuery,
  type ListResponse,
} from "@/lib/call-results";
import { DashboardError } from "@/lib/errors";
import { classify, type Classified, type RawAnswer } from "./classify";
import { upstreamConfig } from "./config";

// The server-only client of the Call Results Service. It alone sends the API key.

async function get(pathAndQuery: string, signal?: AbortSignal): Promise<RawAnswer> {
  const config = upstreamConfig();
  const timeout = AbortSignal.timeout(config.timeoutMs);
  try {
    // A fresh request: nothing from the browser's request is forwarded.
    const response = await fetch(`${config.baseUrl}${pathAndQuery}`, {
      method: "GET",
      headers: { accept: "application/json", "x-api-key": config.apiKey },
      redirect: "error",
      cache: "no-store",
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      text: await response.text(),
      retryAfter: response.headers.get("retry-after"),
    };
  } catch (error) {
    if (timeout.aborted) {
      throw new DashboardError("upstream_timeout", `The Call Results Service did not answer within ${config.timeoutMs / 1000} s. Try again in a moment.`);
    }
    throw new DashboardError("upstream_error", "The Call Results Service could not be reached. Check that it is running and that CALL_RESULTS_API_BASE_URL is right.");
  }
}

export async function listCallResults(query: ListQuery, signal?: AbortSignal): Promise<ListResponse> {
  const search = listQueryToSearchParams(query).toString();
  const answer = await get(`/api/v1/call-results${search ? `?${search}` : ""}`, signal);
  return unwrap(classify(answer, listResponseSchema));
}

function unwrap<T>(result: Classified<T>): T {
  if (result.kind === "ok") return result.data;
  if (result.kind === "error") throw result.error;
  throw new DashboardError("bad_upstream_response", "The Call Results Service answered “pending” where no such answer is defined.");
}
