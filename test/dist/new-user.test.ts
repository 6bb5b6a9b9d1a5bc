// @vitest-environment node
// The package as a new user meets it, installed from the packed tarball into a scratch project: the
// README's first widget type-checks and docs/testing.md's example runs as written (vitest + happy-dom);
// `npx mcp-view dev --server` runs against a small MCP server of the user's own (no SDK, not the
// example server) and renders its view in Chromium from a deep link; and the command costs widgets
// nothing (a minimal widget bundles only the core).
import { mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run, waitForOutput, type Running } from "../playground/support.js";
import { ROOT } from "../../bench/lib/bundle.js";
import { describeBrowser, launchChromium } from "../browser/support.js";
import { processTree, type ProcessInfo } from "../support/processes.js";
import { stopStarted } from "../support/stop-started.js";
import { docBlocks } from "../support/readme.js";
import { packAndInstall, type PackedInstall } from "./packed.js";

const TINY_SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const VIEW = (runtime: string) => `<!doctype html>
<html><head><meta charset="utf-8"><script>${runtime}</script></head>
<body><h1 id="weather">Waiting…</h1><p>v{{version}}</p>
<script>
  const app = new McpView.App({ name: "tiny-weather-view", version: "1.0.0" });
  const show = (text) => (document.getElementById("weather").textContent = text);
  app.ontoolinput = ({ arguments: args }) => show("Loading " + args.city + "…");
  app.ontoolresult = ({ structuredContent: w }) => show(w.city + ": " + w.celsius + " °C");
  app.connect();
</script></body></html>`;

let packed: PackedInstall | undefined;
const processes: Running[] = [];
/** Every process the started commands started (npx's npm, its shell and the command's node), listed while they run. */
const trees: ProcessInfo[] = [];

/** Tools a user installs next to mcp-view, linked from this repository (the install itself is offline). */
const TOOLS = ["vitest", "happy-dom", "typescript"];

beforeAll(() => {
  packed = packAndInstall();
}, 180_000);

/** Links `TOOLS` into the scratch project (after the dependency check below looked at it). */
function linkTools(): void {
  for (const name of TOOLS) {
    mkdirSync(join(packed!.scratch, "node_modules", name, ".."), { recursive: true });
    symlinkSync(join(ROOT, "node_modules", name), join(packed!.scratch, "node_modules", name), "dir");
  }
}

afterAll(async () => {
  try {
    await stopStarted(processes, trees);
  } finally {
    packed?.remove();
  }
});

/** Every file under `dir`, with its size. */
function files(dir: string): Array<[string, number]> {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => join(dir, f)).filter((f) => statSync(f).isFile()).map((f) => [f, statSync(f).size]);
}

describe("the installed package", () => {
  it("has no dependencies: the install holds mcp-view alone", () => {
    const pkg = JSON.parse(readFileSync(join(packed!.installed, "package.json"), "utf8")) as { dependencies?: unknown; bin?: unknown };
    expect([pkg.dependencies, pkg.bin]).toEqual([undefined, { "mcp-view": "dist/cli/mcp-view.js" }]);
    expect(readdirSync(join(packed!.scratch, "node_modules")).filter((name) => !name.startsWith(".") && !TOOLS.includes(name))).toEqual(["mcp-view"]);
  });

  it("keeps the command out of every widget: a minimal widget bundles only the core", async () => {
    const result = await build({
      stdin: { contents: `import { App } from "mcp-view"; new App({ name: "w", version: "1" }).connect();`, resolveDir: packed!.scratch },
      absWorkingDir: packed!.scratch, bundle: true, minify: true, format: "esm", write: false, metafile: true, logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs).filter((f) => f !== "<stdin>").map((f) => relative("node_modules/mcp-view", f));
    const code = result.outputFiles[0]!.text;
    expect(inputs).toContain("dist/index.js");
    expect(inputs.filter((f) => f !== "dist/index.js" && !f.startsWith("dist/chunks/"))).toEqual([]);
    expect(["StreamableHTTP", "mcp-session-id", "McpServer", "x-mcp-view-token", "child_process", "zod"].filter((s) => code.includes(s))).toEqual([]);
    expect(code.length).toBeLessThan(50_000); // 28,141 B minified: the MCP SDK client alone would add hundreds of KB
  });

  it("runs docs/testing.md's example as written: its vitest.config.ts, widget and test", async () => {
    linkTools();
    const [config, widget, test] = docBlocks("docs/testing.md", "A complete example");
    writeFileSync(join(packed!.scratch, "vitest.config.ts"), config!);
    writeFileSync(join(packed!.scratch, "weather-widget.ts"), widget!);
    writeFileSync(join(packed!.scratch, "weather-widget.test.ts"), test!);
    const vitest = run([process.execPath, join("node_modules", "vitest", "vitest.mjs"), "run", "--reporter=dot"], { cwd: packed!.scratch, env: { ...process.env, CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" } });
    expect(await vitest.exited, vitest.output()).toBe(0);
    expect(vitest.output()).toMatch(/Tests\s+3 passed/);
  }, 120_000);

  it("type-checks the README's first widget as written", async () => {
    const [widget] = docBlocks("README.md", "Use it in a widget");
    writeFileSync(join(packed!.scratch, "weather.ts"), widget!);
    const options = { strict: true, module: "nodenext", moduleResolution: "nodenext", target: "es2022", lib: ["es2022", "dom"], types: [], noEmit: true, skipLibCheck: true };
    writeFileSync(join(packed!.scratch, "tsconfig.json"), JSON.stringify({ compilerOptions: options, files: ["weather.ts"] }));
    const tsc = run([process.execPath, join("node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.json"], { cwd: packed!.scratch });
    expect(await tsc.exited, tsc.output()).toBe(0);
  }, 120_000);

  it("does not export the command's files", async () => {
    writeFileSync(join(packed!.scratch, "probe.mjs"), `import("mcp-view/dist/cli/mcp-view.js").then(() => console.log("imported"), (e) => console.log(e.code));`);
    const probe = run([process.execPath, "probe.mjs"], { cwd: packed!.scratch });
    await probe.exited;
    expect(probe.output().trim()).toBe("ERR_PACKAGE_PATH_NOT_EXPORTED");
  });

  // 1,321,918 B when first set at 1.4 MB: the fake window.openai for the chatgpt-openai profile (10 KB)
  // and the example views' opt-in to ChatGPT's adapter (about 6 KB each, unminified) came on top of
  // 1.29 MB. 1,419,920 B when raised to 1.5 MB: reload on save (chokidar, about 35 KB), mcp-view init
  // (the command; its templates are beside dist/), the Console capture, and the host profiles' facts
  // with their sources and the Hosts matrix in the page (host.js 433 KB, mcp-view.js 498 KB).
  // 1,492,630 B with the page on the MCP SDK 2.x Client (both protocol eras; host.js 461 KB), after
  // THIRD-PARTY-LICENSES.txt gave a licence text shared word for word once (the 2.x packages' Apache-2.0).
  // 1,500,140 B when raised to 1.55 MB: every host fact with its source in the page, the Le Chat
  // profile, and the CSP's script sources with their explanations (host.js 467 KB).
  // 1,582,772 B when raised to 1.6 MB, from 1,540,702 B with mcp-view matrix: fixtures (their reader, the
  // fixture server, the save route), mcp-view check, and the conformance rules with their fixes and
  // sources in the command (mcp-view.js 554 → 585 KB) and the page (Save fixture, the Checks; host.js 471 → 482 KB).
  // 1,608,109 B when raised to 1.65 MB: the conformance rules in the page (the static rules on the
  // view's resource as sent, the design probe's reports, the Checks feed; host.js 482 → 503 KB) and
  // the design probe in the command (mcp-view.js 585 → 589 KB).
  // 1,673,819 B when raised to 1.7 MB: the dev host answers elicitations (its form and the view's
  // frame; host.js 503 → 516 KB), and the example server's address form view (widgets/address.html, 41 KB).
  // 1,712,837 B when raised to 1.75 MB: the second day and its hardening, in the command (mcp-view.js
  // 589 → 613 KB: the per-row deadline, the output cleaner, the server restart, the stream bound, the
  // example server's view-state tools) and the page (host.js 516 → 530 KB: the View state panel's
  // server section, the restart notice, the tools the CI commands leave out, finding locations).
  // 1,759,169 B when raised to 1.8 MB: mcp-view matrix's visual baselines on the 1,712,837 B above,
  // in the command (mcp-view.js 613,379 → 657,630 B: pngjs 29,856 B, pixelmatch 5,937 B, the
  // comparison 3,534 B, the settling before the shot 1,086 B, the flags and reports) and the two
  // licences those libraries add to THIRD-PARTY-LICENSES.txt (2,081 B).
  // About 1,835,478 B when raised to 1.85 MB: mcp-view probe on the 1,759,169 B above, measured as
  // what its modules add to each minified bundle (esbuild's bytesInOutput): its view,
  // widgets/probe.html (44,017 B, its runtime inlined); mcp-view.js +25,686 B (the probe server,
  // the record's check, the profile made of it, the command and its options, the kit's profile-file
  // reader, --profile's loader); host.js +6,606 B (the reader, the page's profile files).
  // 2,666,133 B when raised to 2.7 MB: the accessibility rules and the model, on the 1.85 MB above:
  // axe-core's own minified script (frame/axe.min.js, 653,780 B, served into a view's frame only when
  // the rules measure it; depending on the axe-core package instead would install 3.4 MB) and its
  // licence (THIRD-PARTY-LICENSES.txt 36,765 → 54,869 B), and, in the command and the page, the
  // accessibility probe and measures, the model chat and mcp-view eval (mcp-view.js about 683 → 757
  // KB, host.js about 537 → 602 KB; the model providers' SDKs are optional peers, never bundled).
  it("ships the command in under 2.7 MB (its page, example views, probe view, axe-core and inlined MCP SDK)", () => {
    const cli = files(join(packed!.installed, "dist", "cli")).reduce((sum, [, size]) => sum + size, 0);
    expect(cli).toBeLessThan(2_700_000);
  });
});

describeBrowser("npx mcp-view dev --server, from the installed package", () => {
  let browser: Browser;

  beforeAll(async () => {
    const runtime = readFileSync(join(packed!.installed, "dist", "mcp-view.global.js"), "utf8").replaceAll("</script", "<\\/script");
    writeFileSync(join(packed!.scratch, "weather.html"), VIEW(runtime));
    browser = await launchChromium();
  }, 60_000);

  afterAll(() => browser?.close());

  it("prints its URL, and renders the server's view from a deep link", async () => {
    const server = run([process.execPath, TINY_SERVER, "--http", "--port", "0", "--html", join(packed!.scratch, "weather.html")]);
    processes.push(server);
    const mcp = await waitForOutput(server, /MCP server: (\S+)/);
    const dev = run(["npx", "--offline", "mcp-view", "dev", "--server", mcp, "--port", "0"], { cwd: packed!.scratch, env: { ...process.env, npm_config_update_notifier: "false" } });
    processes.push(dev);
    const url = await waitForOutput(dev, /mcp-view playground: (\S+)/);
    trees.push(...processTree(dev.child.pid!));
    expect(dev.output()).toContain(`MCP server: ${mcp}`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${url}?tool=show_weather&args=${encodeURIComponent(JSON.stringify({ city: "Oslo" }))}&theme=dark`);
    await expect.poll(() => page.locator("#server-name").textContent(), { timeout: 30_000 }).toBe("tiny-weather 1.0.0");
    await expect.poll(() => page.frameLocator("#view").locator("#weather").textContent(), { timeout: 30_000 }).toBe("Oslo: 4 °C");
    expect(new URL((await page.locator("iframe#view").getAttribute("src"))!).origin).not.toBe(new URL(url).origin);
    await page.close();
  }, 120_000);
});
