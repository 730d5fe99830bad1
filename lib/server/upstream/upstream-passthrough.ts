import "server-only";
import { API_KEY_HEADER } from "@/lib/call-results/constants";
import { upstreamConfig } from "../config";

/**
 * The list operation relayed as is: no validation, classification, retries or
 * coalescing. Only the benchmark uses it (BENCH_PASSTHROUGH=1), as the baseline that the
 * real route's overhead is measured against.
 */
export async function passthroughList(search: string): Promise<Response> {
  const config = upstreamConfig();
  const response = await fetch(`${config.baseUrl}/api/v1/call-results${search}`, {
    headers: { accept: "application/json", [API_KEY_HEADER]: config.apiKey },
    // Like every request that carries the key: a redirect would carry it elsewhere.
    redirect: "error",
    cache: "no-store",
  });
  return new Response(await response.text(), { status: response.status, headers: { "content-type": "application/json" } });
}
