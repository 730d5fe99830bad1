// The calls view's parameters as hidden fields of its GET forms (the id search, the pager),
// so that a form sent before the page's scripts run, or without them, keeps the rest of the
// view: its filters, sort, zone and settings. Rendered by the server page and tied to each
// form by its `form` attribute, so none of it is in the page's scripts (once hydrated, the
// forms are sent by their components, never by the browser).
export const ID_SEARCH_FORM = "calls-id-search";
export const PAGER_FORM = "calls-pager";

const OWN: Record<string, readonly string[]> = { [ID_SEARCH_FORM]: ["page", "by", "q"], [PAGER_FORM]: ["page", "pageSize"] };

export function KeptParams({ search }: { search: URLSearchParams }) {
  return (
    <div hidden>
      {Object.entries(OWN).flatMap(([form, own]) =>
        [...search]
          .filter(([name]) => !own.includes(name))
          .map(([name, value], i) => <input key={`${form}-${name}-${i}`} type="hidden" form={form} name={name} value={value} />),
      )}
    </div>
  );
}
