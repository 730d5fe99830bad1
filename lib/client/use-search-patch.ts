"use client";
import { useRouter, useSearchParams } from "next/navigation";

/**
 * A page whose filters live in its URL (the Insights page): `patch` sets or removes some of
 * its parameters and opens the result, keeping the address's time zone (`tz`) as it is.
 */
export function useSearchPatch(path: string, search: string) {
  const router = useRouter();
  const current = useSearchParams();
  return (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(patch)) {
      if (value === undefined) next.delete(name);
      else next.set(name, value);
    }
    const tz = current.get("tz");
    if (tz) next.set("tz", tz);
    router.push(`${path}?${next}`, { scroll: false });
  };
}
