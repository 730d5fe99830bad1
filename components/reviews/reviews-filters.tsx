import { Button } from "@/components/ui/button";
import { Labelled } from "@/components/ui/labelled";
import { Select, type SelectOptions } from "@/components/ui/select";
import { SCORES } from "@/lib/reviews/scores";
import { ZoneNote } from "./zone-note";

const ANY = ["", "Any"] as const;
const SCORE_OPTIONS: SelectOptions<"" | number> = [ANY, ...SCORES.map((s) => [s, s] as const)];

// The Reviews list's filters, a plain GET form: the URL holds them, so a filtered list can
// be shared, reloaded and gone back to. Its date-times are wall-clock times in the page's zone
// (the link's `tz=`, kept by a hidden field, else the user's setting), which the server reads
// them in (lib/server/reviews/reviewed-calls.ts).
export function ReviewsFilters({ values, tags, tz }: { values: (name: string) => string | undefined; tags: string[]; tz: string | undefined }) {
  const score = (name: "minScore" | "maxScore", label: string) => (
    <Labelled htmlFor={name} label={label}>
      <Select id={name} name={name} defaultValue={values(name) ?? ""} options={SCORE_OPTIONS} className="field" />
    </Labelled>
  );
  const time = (name: "from" | "to", label: string) => (
    <Labelled htmlFor={name} label={label}>
      <input id={name} name={name} type="datetime-local" defaultValue={values(name)} aria-describedby="reviews-zone" className="field" />
    </Labelled>
  );
  return (
    <form method="get" action="/reviews" aria-label="Filter the reviews" className="flex flex-wrap items-end gap-3 panel p-3">
      <Labelled htmlFor="reviewer" label="Reviewer">
        <input id="reviewer" name="reviewer" defaultValue={values("reviewer")} maxLength={256} className="field" />
      </Labelled>
      <Labelled htmlFor="tag" label="Tag">
        <Select id="tag" name="tag" defaultValue={values("tag") ?? ""} options={[ANY, ...tags.map((t) => [t, t] as const)]} className="field" />
      </Labelled>
      {score("minScore", "Score from")}
      {score("maxScore", "Score to")}
      {time("from", "Reviewed from")}
      {time("to", "Reviewed to")}
      <ZoneNote id="reviews-zone" />
      {tz && <input type="hidden" name="tz" value={tz} />}
      <Button type="submit">Filter</Button>
    </form>
  );
}
