"use client";
import { useRouter } from "next/navigation";
import { InlineSelect } from "@/components/ui/inline-select";
import type { CompareChoice } from "@/lib/dashboard-api/insights";

const OPTIONS = [
  ["previous", "Previous period"],
  ["week", "Same period last week"],
  ["none", "None"],
] as const satisfies readonly (readonly [CompareChoice, string])[];

// "Compare to": what every figure's change, the agents' comparison column and the trend's
// faint line are measured against. Kept in the URL (`compare=`), previous period by default.
export function CompareChoiceSelect({ search, tz }: { search: string; tz: string | undefined }) {
  const router = useRouter();
  const params = new URLSearchParams(search);
  const value = (params.get("compare") ?? "previous") as CompareChoice;
  return (
    <InlineSelect
      label="Compare to"
      labelClassName="mr-2 text-sm font-medium"
      boxClassName=""
      className="field"
      options={OPTIONS}
      value={value}
      onChange={(event) => {
        params.set("compare", event.target.value);
        if (tz) params.set("tz", tz);
        router.push(`/insights?${params}`, { scroll: false });
      }}
    />
  );
}
