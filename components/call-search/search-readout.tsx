"use client";
import { digitsOf } from "@/lib/call-results/index-filters";
import { FILTER_LABELS } from "@/lib/labels";

// What the search box matched, said to assistive technology as it changes ("Phone number
// contains 4567", "Agent name contains 'clai'"; the chips below say the same on screen), or
// why a number was not searched, shown under the box.
export function SearchReadout({ phone, agentName, problem }: { phone?: string; agentName?: string; problem: string | null }) {
  const said = [
    phone !== undefined && `${FILTER_LABELS.phone} contains ${digitsOf(phone)}`,
    agentName !== undefined && `${FILTER_LABELS.agentName} contains '${agentName.trim()}'`,
  ].filter(Boolean);
  return (
    <span role="status" className={problem ? "search-problem" : "sr-only"}>
      {problem ?? said.join("; ")}
    </span>
  );
}
