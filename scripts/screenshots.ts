// Screenshots of every example view in light and dark, taken in the playground (Chromium), into
// .cache/screenshots/<tool>-<theme>.png, plus the whole playground page in each theme.
//   npx tsx scripts/screenshots.ts
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startPlayground } from "../playground/start.js";
import { launchChromium } from "../test/browser/support.js";

const OUT = fileURLToPath(new URL("../.cache/screenshots/", import.meta.url));
const TOOLS = ["show_board", "show_orders", "quote_shipment", "show_stats", "show_stats_undeclared"];
const THEMES = ["light", "dark"] as const;

mkdirSync(OUT, { recursive: true });
const [playground, browser] = await Promise.all([startPlayground({ port: 0 }), launchChromium()]);
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 }, deviceScaleFactor: 1 });
  for (const theme of THEMES) {
    for (const tool of TOOLS) {
      await page.goto(`${playground.url}?tool=${tool}&theme=${theme}`);
      await page.locator('#diagnostics li[data-key="result"]').waitFor({ state: "attached" });
      await page.locator('#diagnostics li[data-key="size"]').waitFor({ state: "attached" });
      await page.waitForTimeout(tool.startsWith("show_stats") ? 2500 : 500);
      const file = `${OUT}${tool}-${theme}.png`;
      await page.locator(".view-box").screenshot({ path: file });
      process.stdout.write(`${file}\n`);
    }
    await page.screenshot({ path: `${OUT}playground-${theme}.png` });
    process.stdout.write(`${OUT}playground-${theme}.png\n`);
  }
} finally {
  await browser.close();
  await playground.close();
}
