import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { IconSprite } from "@/components/ui/icon-sprite";
import { PathIcon } from "./path-icon";

it("draws the player's own icons by path in the sprite's stroke style", () => {
  const style = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
  expect(renderToStaticMarkup(createElement(IconSprite))).toContain(`<path d="m5 12 5 5 9-10" ${style}>`);
  expect(renderToStaticMarkup(createElement(PathIcon, { path: "M1 1h2" }))).toContain(`<path d="M1 1h2" ${style}>`);
});
