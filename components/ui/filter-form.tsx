"use client";
import { useRouter } from "next/navigation";
import { type FocusEvent, type FormEvent, type KeyboardEvent, type ReactNode, useEffect } from "react";

/** The control that sent the form, focused again once the new page's form is there (it remounts with the new filters). */
let focusAfter: string | null = null;

type Control = HTMLInputElement | HTMLSelectElement;
const TYPED = new Set(["text", "search", "datetime-local", "number"]);

/** How to find a control again in the new page's form: by its id, else (a checkbox of a group) by its name and value. */
function selectorOf(control: Element | null | undefined): string | null {
  if (!(control instanceof HTMLElement)) return null;
  if (control.id) return `#${CSS.escape(control.id)}`;
  const name = control.getAttribute("name");
  return name && control instanceof HTMLInputElement ? `input[name="${CSS.escape(name)}"][value="${CSS.escape(control.value)}"]` : null;
}

/** Clears the fields a changed control names in data-clears ("from to"): a preset and explicit bounds never go together. */
function clearPaired(control: Control) {
  for (const name of control.dataset.clears?.split(" ") ?? []) {
    const other = control.form?.elements.namedItem(name);
    if (other instanceof HTMLInputElement || other instanceof HTMLSelectElement) other.value = "";
  }
}

// A filter form that applies itself on change, with no Filter button (issue #38 §4): a plain
// GET form, so it works before the scripts run (its choices and checkboxes carry
// data-submit-on-change, which components/layout/early-choices.tsx sends) and without them (a
// <noscript> button). Once hydrated, a choice or checkbox applies at once, and a typed field
// (text, a date-time) when it is left or Enter is pressed, so a date is not applied half
// typed; the URL changes without a reload and focus stays on the control.
interface FilterFormProps {
  action: string;
  label: string;
  /** The URL's parameters starting with this are another part of the page's (kept as they are); every other goes with the form. */
  keepPrefix?: string;
  className?: string;
  children: ReactNode;
}

export function FilterForm({ action, label, keepPrefix, className, children }: FilterFormProps) {
  const router = useRouter();
  useEffect(() => {
    const selector = focusAfter;
    focusAfter = null;
    if (selector) document.querySelector<HTMLElement>(selector)?.focus();
  }, []);
  const send = (form: HTMLFormElement, control?: Element | null) => {
    const params = new URLSearchParams();
    if (keepPrefix) for (const [name, value] of new URLSearchParams(window.location.search)) if (name.startsWith(keepPrefix)) params.append(name, value);
    for (const [name, value] of new FormData(form)) if (typeof value === "string" && value !== "") params.append(name, value);
    focusAfter = selectorOf(control);
    const query = params.toString();
    router.push(query ? `${action}?${query}` : action, { scroll: false });
  };
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const control = e.target as Control;
    if (control instanceof HTMLInputElement && TYPED.has(control.type)) return;
    clearPaired(control);
    send(e.currentTarget, control);
  };
  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    const control = e.target;
    if (!(control instanceof HTMLInputElement) || !TYPED.has(control.type) || control.value === control.defaultValue) return;
    // Left for another control of this form: focus goes there after the new page; left for
    // anything else (the table, a link), focus stays where the user put it.
    const next = e.relatedTarget instanceof HTMLElement && e.currentTarget.contains(e.relatedTarget) ? e.relatedTarget : null;
    clearPaired(control);
    send(e.currentTarget, next);
  };
  // Enter in a typed field: the browser submits a form of several such fields only through a submit button, which this form has none of.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    const control = e.target;
    if (e.key !== "Enter" || !(control instanceof HTMLInputElement) || !TYPED.has(control.type)) return;
    e.preventDefault();
    clearPaired(control);
    send(e.currentTarget, control);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    send(e.currentTarget, document.activeElement);
  };
  return (
    <form method="get" action={action} aria-label={label} className={className} onChange={onChange} onBlur={onBlur} onKeyDown={onKeyDown} onSubmit={onSubmit}>
      {children}
      {/* The form's default button, never shown: Enter in a typed field sends the form before the scripts have run (a form of several such fields has no implicit submission without one). */}
      <button type="submit" hidden tabIndex={-1} />
      <noscript>
        <button type="submit" className="btn btn-compact">
          Apply
        </button>
      </noscript>
    </form>
  );
}
