import Link from "next/link";

export function NotFoundMessage() {
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p>There is no such call or page.</p>
      <Link href="/" className="link">
        Back to all calls
      </Link>
    </div>
  );
}
