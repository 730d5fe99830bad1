// The ▾ of a button that opens or folds something; it turns while the button's
// aria-expanded is true (app/controls.css), so it needs no state of its own.
export function Caret() {
  return (
    <span aria-hidden="true" className="caret">
      ▾
    </span>
  );
}
