import { expect, it } from "vitest";
import { throwawayProject } from "@/test-support/throwaway-project";
import { checkDocLinks, headingAnchor } from "./doc-links";

it("finds no broken link in the README and docs/", () => {
  expect(checkDocLinks(process.cwd())).toEqual([]);
});

it("names a link to a missing file, or to a missing heading, and ignores code and other sites", () => {
  const root = throwawayProject("doc-links", {
    "docs/guide.md": "# Guide\n\n## The calls view\n\nBack to the [README](../README.md).\n",
    "README.md": [
      "[guide](docs/guide.md), [its calls view](docs/guide.md#the-calls-view), [site](https://example.com/x.md)",
      "[gone](docs/gone.md) and [no such part](docs/guide.md#summary), ![shot](docs/shot.png)",
      "`[in code](docs/nothing.md)`",
      "```\n[in a block](docs/nothing.md)\n```",
    ].join("\n"),
  });
  expect(checkDocLinks(root)).toEqual([
    "README.md: docs/gone.md (no file docs/gone.md)",
    "README.md: docs/guide.md#summary (no heading #summary in docs/guide.md)",
    "README.md: docs/shot.png (no file docs/shot.png)",
  ]);
});

it("makes GitHub's anchors", () => {
  expect(headingAnchor("The dashboard's API")).toBe("the-dashboards-api");
  expect(headingAnchor("Security: sign-in, roles and the audit trail")).toBe("security-sign-in-roles-and-the-audit-trail");
  expect(headingAnchor("`DEMO_*` settings")).toBe("demo-settings");
});
