import type { Metadata } from "next";
import { connection } from "next/server";
import { CalibrationView } from "@/components/quality/calibration-view";
import { requirePageUser } from "@/lib/server/auth/guard";

export const metadata: Metadata = { title: "Calibration · Call Results Dashboard" };

// One calibration (issue #41): who has evaluated the call, and once all have, every answer
// side by side with each reviewer's alignment with the expert.
export default async function CalibrationPage({ params }: { params: Promise<{ calibrationId: string }> }) {
  await connection();
  await requirePageUser("viewer");
  const { calibrationId } = await params;
  return <CalibrationView id={calibrationId} />;
}
