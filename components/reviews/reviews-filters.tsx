import { FilterForm } from "@/components/ui/filter-form";
import { Labelled } from "@/components/ui/labelled";
import { Select, type SelectOptions } from "@/components/ui/select";
import { SCORES } from "@/lib/reviews/scores";
import { RangeFields } from "./range-fields";
import { ZoneNote } from "./zone-note";

const ANY = ["", "Any"] as const;
const SCORE_OPTIONS: SelectOptions<"" | number> = [ANY, ...SCORES.map((s) => [s, s] as const)];

interface ReviewsFiltersProps {
  values: (name: string) => string | undefined;
  /** The configured tags, and those the list is filtered by. */
  tags: string[];
  checkedTags: readonly string[];
  tz: string | undefined;
  zone: string;
}

// The Reviews list's filters, a GET form that applies itself on change (FilterForm): the URL
// holds them, so a filtered list can be shared, reloaded and gone back to. Its date-times are
// wall-clock times in the page's zone (the link's `tz=`, kept by a hidden field, else the
// user's setting), which the server reads them in (lib/server/reviews/reviewed-calls.ts).
// The evaluations' filters below it keep theirs in the same URL (`ev…`), which this form keeps.
// Several tags match a review with any of them, as their legend says.
export function ReviewsFilters({ values, tags, checkedTags, tz, zone }: ReviewsFiltersProps) {
  const score = (name: "minScore" | "maxScore", label: string) => (
    <Labelled htmlFor={name} label={label}>
      <Select id={name} name={name} defaultValue={values(name) ?? ""} options={SCORE_OPTIONS} data-submit-on-change="" className="field" />
    </Labelled>
  );
  return (
    <FilterForm action="/reviews" label="Filter the reviews" keepPrefix="ev" className="flex flex-wrap items-end gap-3 panel p-3">
      <Labelled htmlFor="reviewer" label="Reviewer">
        <input id="reviewer" name="reviewer" defaultValue={values("reviewer")} maxLength={256} className="field" />
      </Labelled>
      {score("minScore", "Score from")}
      {score("maxScore", "Score to")}
      <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <legend className="field-label">Tags (any of them)</legend>
        {tags.map((tag) => (
          <label key={tag} className="inline-flex items-center gap-1.5 text-sm">
            <input type="checkbox" name="tag" value={tag} defaultChecked={checkedTags.includes(tag)} data-submit-on-change="" />
            {tag}
          </label>
        ))}
      </fieldset>
      <RangeFields names={{ preset: "reviewed", from: "from", to: "to" }} label="Reviewed" values={values} zone={zone} />
      <RangeFields names={{ preset: "called", from: "callFrom", to: "callTo" }} label="Call created" values={values} zone={zone} />
      <ZoneNote id="reviews-zone" />
      {tz && <input type="hidden" name="tz" value={tz} />}
    </FilterForm>
  );
}
