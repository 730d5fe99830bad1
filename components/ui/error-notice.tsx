import { DASHBOARD_ERRORS, type DashboardErrorCode } from "@/lib/errors";

export function ErrorNotice({ code, message }: { code: DashboardErrorCode; message: string }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{DASHBOARD_ERRORS[code].title}</p>
      <p className="mt-1 text-sm">{message}</p>
    </div>
  );
}
