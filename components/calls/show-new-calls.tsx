"use client";

// New calls that a live view holds back while the user works in the table: nothing moves
// until this is pressed. Its code loads when there are some (calls-content.tsx).
export function ShowNewCalls({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <button
      type="button"
      onClick={onShow}
      className="focus-ring w-full rounded-md border border-sky-300 bg-sky-50 px-3 py-1.5 text-sm font-medium text-sky-900 hover:bg-sky-100"
    >
      Show {count} new call{count === 1 ? "" : "s"}
    </button>
  );
}
