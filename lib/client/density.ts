"use client";
// The table's density, kept in this browser, for the toolbar's choice and the table.
import { storedChoice } from "./stored-choice";

export const DENSITIES = ["comfortable", "compact"] as const;
export type Density = (typeof DENSITIES)[number];
// Comfortable: the rows-in-view target is for Compact, chosen by the user, and
// Comfortable keeps every cell's value whole without a hover.
const density = storedChoice("crd-density-v1", DENSITIES, "comfortable");

/** The stored density; anything else stored (or nothing, or no storage) means Comfortable. */
export const readDensity = density.read;
export const setDensity = density.set;
export const useDensity = density.use;
