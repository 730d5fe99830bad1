import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, type IconName } from "./icon";
import { IconSprite } from "./icon-sprite";

const sprite = renderToStaticMarkup(createElement(IconSprite));
const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]!);

describe("icons", () => {
  it("draw each named icon from a symbol of the sprite", () => {
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) {
      const name = id.replace(/^icon-/, "") as IconName;
      const markup = renderToStaticMarkup(createElement(Icon, { name }));
      expect(markup).toContain(`<use href="#${id}">`);
      expect(markup).toContain('aria-hidden="true"');
    }
  });

  it("keep the sprite hidden from screen readers and out of the layout", () => {
    expect(sprite).toMatch(/^<svg aria-hidden="true" focusable="false" width="0" height="0" class="absolute">/);
    expect(sprite).toContain(
      '<symbol id="icon-check" viewBox="0 0 24 24"><path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path></symbol>',
    );
  });
});
