import { requireBenchBaselines } from "../gate";

// The bench's bare Next 16 page: no client component, no styles, nothing of the dashboard.
// Its load time and JavaScript are the floor the calls page is judged against.
export default async function BareBaselinePage() {
  await requireBenchBaselines();
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>A baseline for the calls page's load time and first-load JavaScript.</p>
    </main>
  );
}
