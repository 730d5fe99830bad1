import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const width = Number(process.argv[3] ?? 1400);
const p = await b.newPage({ viewport: { width, height: 1000 } });
p.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log("console:", m.text()); });
await p.goto(process.argv[2] ?? "http://localhost:3000/");
await p.waitForTimeout(1500);
await p.screenshot({ path: process.argv[4] ?? "/tmp/shot.png", fullPage: false });
await b.close();
