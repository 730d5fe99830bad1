"use client";
// How times show (issue #38): "Relative" ("18 h ago", the absolute time as its hover title
// and tip) or "Absolute" ("28 Nov 2026, 07:04:05 Europe/Berlin"), kept in this browser for
// every page, as the table's density is.
import { storedChoice } from "./stored-choice";

const display = storedChoice("crd-times-v1", ["relative", "absolute"], "relative");

export const setTimeDisplay = display.set;
export const useTimeDisplay = display.use;
