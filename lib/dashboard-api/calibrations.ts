// Calibrations (/api/calibrations, issue #41): the list, one with its answers side by side,
// and the admin's new one.
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Calibration, CalibrationDetail } from "@/lib/quality/calibration";
import { requestJson } from "./fetch";
import { PAGE_PATHS } from "./page-paths";

const CALIBRATIONS_KEY = "qa-calibrations";

export const calibrationsOptions = () =>
  queryOptions({
    queryKey: [CALIBRATIONS_KEY] as const,
    queryFn: ({ signal }) => requestJson<{ calibrations: Calibration[] }>(PAGE_PATHS.calibrations, { signal }).then((r) => r.calibrations),
    staleTime: 10_000,
  });

export const calibrationOptions = (id: string) =>
  queryOptions({
    queryKey: [CALIBRATIONS_KEY, id] as const,
    queryFn: ({ signal }) => requestJson<CalibrationDetail>(PAGE_PATHS.calibration(id), { signal }),
    staleTime: 5_000,
  });

export const refreshCalibrations = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [CALIBRATIONS_KEY] });

export const createCalibration = (input: { callId: string; formId: string; reviewers: string[]; expert: string }) =>
  requestJson<{ calibration: Calibration }>(PAGE_PATHS.calibrations, { method: "POST", body: input }).then((r) => r.calibration);
