import { NotFoundMessage } from "@/components/layout/not-found-message";

// notFound() in a dashboard page (an unknown call or task): inside the dashboard's layout.
export default function NotFound() {
  return <NotFoundMessage />;
}
