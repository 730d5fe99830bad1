import Link from "next/link";
import { Button } from "@/components/ui/button";
import { type Role, roleAtLeast } from "@/lib/roles";

/** The pages a role may open from the header. */
function links(role: Role): { href: string; label: string }[] {
  return [
    { href: "/reviews", label: "Reviews" },
    { href: "/insights", label: "Insights" },
    ...(roleAtLeast(role, "listener") ? [{ href: "/queue", label: "My queue" }] : []),
    ...(role === "admin" ? [{ href: "/quality", label: "Scorecards" }] : []),
  ];
}

// The header's main navigation. On a wide screen, links in a row. On a phone the row left a
// 375 px screen 3 px (issue #38), so the links sit behind a "Menu" button: a native popover
// (HTML's `popovertarget`), which needs no script, so it works before hydration and adds
// nothing to the first load; the browser gives it what a menu button needs: Enter and Space
// open it, the links follow the button in the Tab order, Escape or a tap outside closes it
// and focus returns to the button, and the button's expanded state is announced. One of the
// two shows at a time (CSS), so the page has one "Main" navigation. No prefetch: the calls
// page is rendered per request, and on the calls page itself the prefetch was one more
// server render after every load.
export function MainNav({ role }: { role: Role }) {
  const items = links(role);
  return (
    <>
      <nav aria-label="Main" className="flex gap-3 text-sm phone:hidden">
        {items.map((l) => (
          <Link key={l.href} href={l.href} prefetch={false} className="link">
            {l.label}
          </Link>
        ))}
      </nav>
      <Button variant="compact" popoverTarget="main-menu" className="hidden phone:inline-flex">
        Menu
      </Button>
      <nav
        id="main-menu"
        popover="auto"
        aria-label="Main"
        className="fixed inset-auto top-14 left-2 m-0 min-w-48 rounded-md border border-slate-300 bg-white p-1 text-slate-900 shadow-lg"
      >
        <ul className="flex flex-col">
          {items.map((l) => (
            <li key={l.href}>
              <Link href={l.href} prefetch={false} className="flex items-center rounded px-3 hover:bg-slate-100 focus-ring">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
