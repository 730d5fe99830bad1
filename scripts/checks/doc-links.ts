// The documentation's relative links: every one in README.md and docs/*.md must name a file
// that exists, and a `#part` must name a heading of that file (GitHub's anchors), so a moved
// or renamed section cannot leave a reader at a dead end. Links to other sites are not
// followed (no network in the tests).
import fs from "node:fs";
import path from "node:path";

const LINK = /!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");
}

/** The text outside fenced code blocks and inline code, where links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
}

function anchorsOf(markdown: string): Set<string> {
  const headings = prose(markdown).match(/^#{1,6}\s+.+$/gm) ?? [];
  return new Set(headings.map((h) => headingAnchor(h.replace(/^#+\s+/, ""))));
}

/** The broken relative links of one markdown file, as "file: target (why)". */
function brokenLinks(root: string, file: string): string[] {
  const markdown = fs.readFileSync(path.join(root, file), "utf8");
  const problems: string[] = [];
  for (const [, target] of prose(markdown).matchAll(LINK)) {
    if (/^[a-z][a-z+.-]*:/i.test(target!)) continue;
    const [filePart, anchor] = target!.split("#", 2);
    const resolved = filePart ? path.join(path.dirname(file), decodeURI(filePart)) : file;
    const full = path.join(root, resolved);
    if (!fs.existsSync(full)) {
      problems.push(`${file}: ${target} (no file ${resolved})`);
    } else if (anchor && resolved.endsWith(".md") && !anchorsOf(fs.readFileSync(full, "utf8")).has(anchor)) {
      problems.push(`${file}: ${target} (no heading #${anchor} in ${resolved})`);
    }
  }
  return problems;
}

/** Every broken link of README.md and docs/*.md. */
export function checkDocLinks(root: string): string[] {
  const docs = fs.existsSync(path.join(root, "docs")) ? fs.readdirSync(path.join(root, "docs")).filter((f) => f.endsWith(".md")) : [];
  return ["README.md", ...docs.map((f) => `docs/${f}`)].flatMap((file) => brokenLinks(root, file));
}
