"use client";
// Whether the summary's chart is shown on a wide screen, kept in this browser: a user who
// wants the rows higher up folds it once. Phones fold it on every visit (summary-panel.tsx).
import { storedChoice } from "./stored-choice";

const chart = storedChoice("crd-summary-chart-v1", ["shown", "hidden"], "shown");

export const readSummaryChart = chart.read;
export const setSummaryChart = chart.set;
export const useSummaryChart = chart.use;
