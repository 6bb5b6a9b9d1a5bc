// @vitest-environment node
// Typed app tools as a user gets them: `npm pack`, then a scratch project with zod, the MCP SDK,
// TypeScript, React and Preact (installed offline from the npm cache, at this repository's versions)
// and the tarball. Its tools file, server, view and React view (test/dist/fixtures/server-app)
// type-check with the packed declarations; the wrong uses (the hooks' too) fail to compile; the
// compiled server answers an MCP client; and the view's bundle has no zod in it and is the same code
// as the untyped widget, within its budget.
import { BUDGETS } from "./budgets.js";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzipSize, ROOT } from "../../bench/lib/bundle.js";
import { writeScratchLock } from "../support/lockfile.js";

/** The typed view's budget (test/dist/budgets.ts), gzipped bytes. */
const TYPED_VIEW_BUDGET = BUDGETS.typedView;
const FIXTURES = join(ROOT, "test/dist/fixtures/server-app");
/** The files a user writes (docs/typed-tools.md shows them). */
const FILES = ["tools.ts", "server.ts", "view.ts", "Greeting.tsx"];
const NPM = ["--offline", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"];
const TSCONFIG = {
  compilerOptions: { strict: true, module: "nodenext", moduleResolution: "nodenext", target: "es2022", lib: ["es2022", "dom"], jsx: "react-jsx", types: ["node"], outDir: "out", rootDir: "." },
};

let tmp: string;
let scratch: string;

/** Runs the scratch project's own tsc on `project`; its diagnostics ("" when there are none). */
function tsc(project: string): string {
  try {
    execFileSync(process.execPath, [join(scratch, "node_modules/typescript/bin/tsc"), "-p", project], { cwd: scratch, encoding: "utf8" });
    return "";
  } catch (e) {
    return String((e as { stdout?: string }).stdout);
  }
}

/** Bundles `contents` (resolved in the scratch project) as a widget author would ship it. */
const bundleView = async (contents: string) =>
  (await build({ stdin: { contents, resolveDir: scratch, loader: "ts" }, bundle: true, minify: true, format: "esm", target: "es2022", write: false, logLevel: "silent" })).outputFiles[0]!.text;

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "mcp-view-server-"));
  const tarball = execFileSync("npm", ["pack", "--pack-destination", tmp, "--silent"], { cwd: ROOT, encoding: "utf8" }).trim().split("\n").pop()!;
  scratch = join(tmp, "scratch");
  mkdirSync(scratch);
  writeScratchLock(ROOT, scratch, ["zod", "@modelcontextprotocol/sdk", "typescript", "react", "@types/react", "preact"]);
  execFileSync("npm", ["ci", ...NPM], { cwd: scratch });
  execFileSync("npm", ["install", ...NPM, join(tmp, tarball)], { cwd: scratch });
  // Node's types, for the SDK's declarations (a server project has them).
  for (const name of ["@types/node", "undici-types"]) {
    mkdirSync(join(scratch, "node_modules", name, ".."), { recursive: true });
    symlinkSync(join(ROOT, "node_modules", name), join(scratch, "node_modules", name), "dir");
  }
  for (const file of [...FILES, "probe.ts"]) copyFileSync(join(FIXTURES, file), join(scratch, file));
  copyFileSync(join(FIXTURES, "wrong.ts.txt"), join(scratch, "wrong.ts"));
  writeFileSync(join(scratch, "tsconfig.json"), JSON.stringify({ ...TSCONFIG, files: [...FILES, "probe.ts"] }));
  writeFileSync(join(scratch, "tsconfig.wrong.json"), JSON.stringify({ ...TSCONFIG, compilerOptions: { ...TSCONFIG.compilerOptions, noEmit: true }, files: ["wrong.ts"] }));
}, 300_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe("typed app tools from the packed tarball", () => {
  it("installs mcp-view without pulling its optional peers, and with zod and the SDK from the project", () => {
    const manifest = JSON.parse(readFileSync(join(scratch, "node_modules/mcp-view/package.json"), "utf8")) as { exports: Record<string, unknown>; dependencies?: unknown };
    expect([manifest.dependencies, Object.keys(manifest.exports)]).toEqual([undefined, expect.arrayContaining(["./server"])]);
  });

  it("type-checks the tools file, the server, the view and the React view (and the SDK's and mcp-view's declarations), and compiles them", () => {
    expect(tsc("tsconfig.json")).toBe("");
  }, 240_000);

  it("refuses a wrong argument type, a wrong tool name, a wrong result use (in App and in the React and Preact hooks) and a definition without ui.resourceUri at compile time", () => {
    const source = readFileSync(join(scratch, "wrong.ts"), "utf8").split("\n");
    const marked = source.flatMap((line, i) => [...line.matchAll(/\/\/ error (TS\d+):/g)].map((m) => `${i + 1} ${m[1]}`));
    const output = tsc("tsconfig.wrong.json");
    const failing = [...output.matchAll(/^wrong\.ts\((\d+),\d+\): error (TS\d+)/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(marked.length).toBe(11);
    expect(failing, output).toEqual(marked);
  }, 240_000);

  describe("the compiled server, seen by an MCP client", () => {
    let seen: Record<string, any>;
    beforeAll(() => {
      seen = JSON.parse(execFileSync(process.execPath, ["out/probe.js"], { cwd: scratch, encoding: "utf8" }));
    }, 60_000);

    it("lists _meta.ui.resourceUri (and the legacy key) and the output schema", () => {
      const greet = seen.tools.find((t: { name: string }) => t.name === "greet");
      expect(greet._meta).toEqual({ ui: { resourceUri: "ui://greeter/view.html" }, "ui/resourceUri": "ui://greeter/view.html" });
      expect(greet.inputSchema).toMatchObject({ type: "object", properties: { name: { type: "string" } }, required: ["name"] });
      expect(greet.outputSchema).toMatchObject({ type: "object", properties: { greeting: { type: "string" } }, required: ["greeting"] });
    });

    it("serves the view's resource with the MCP App mime type and its _meta.ui", () => {
      expect(seen.resources).toEqual([{ uri: "ui://greeter/view.html", name: "ui://greeter/view.html", mimeType: "text/html;profile=mcp-app", _meta: { ui: { prefersBorder: true } } }]);
      expect(seen.read.contents).toEqual([
        { uri: "ui://greeter/view.html", mimeType: "text/html;profile=mcp-app", text: "<!doctype html><title>Greeter</title>", _meta: { ui: { prefersBorder: true } } },
      ]);
    });

    it("answers with structuredContent", () => {
      expect(seen.greet).toEqual({ structuredContent: { greeting: "Hello, Ada!" }, content: [{ type: "text", text: '{"greeting":"Hello, Ada!"}' }] });
    });

    it("refuses bad input, bad output (as an error result, without the data) and a malformed ui:// URI", () => {
      expect([seen.badInput.isError, seen.badInput.content[0].text]).toEqual([true, expect.stringContaining("Input validation error")]);
      expect(seen.badOutput).toEqual({
        isError: true,
        content: [{ type: "text", text: expect.stringMatching(/^Tool count returned invalid structuredContent: structuredContent\.count: /) }],
      });
      expect(seen.malformed).toMatch(/^AppError INVALID_PARAMS: Tool malformed: the resource URI: "ui:\/\/greeter view\.html" is not a well-formed ui:\/\/ URI/);
    });
  });

  it("bundles the view with no zod in it, as the same code as the untyped view, within its budget", async () => {
    const view = readFileSync(join(scratch, "view.ts"), "utf8");
    const typed = await bundleView(view);
    const untyped = await bundleView(view.replace("callServerTool<typeof greet>(", "callServerTool("));
    expect(view).toContain("callServerTool<typeof greet>(");
    // The check can fail: a view that imports the tools file itself (not as a type) carries zod.
    const withZod = await bundleView(`import { greet } from "./tools.ts"; console.log(greet.name);`);
    expect([/zod/i.test(typed), typed.includes("ui/initialize"), /zod/i.test(withZod)]).toEqual([false, true, true]);
    expect(typed).toBe(untyped);
    const size = gzipSize(typed);
    expect(size, `the typed view is ${size} B gzipped`).toBeLessThanOrEqual(TYPED_VIEW_BUDGET);
  });
});
