// @vitest-environment node
// Typed app tools as a user gets them, on each generation of the MCP SDK: the packed tarball (of the
// dist/ just built) in two scratch projects, installed offline from the npm cache at this
// repository's versions. One has the 1.x SDK (`@modelcontextprotocol/sdk`), zod, TypeScript, React
// and Preact; the other has only the 2.x SDK's `@modelcontextprotocol/server`, zod and TypeScript;
// neither has the other generation. In each, docs/typed-tools.md's tools file, server and views
// (test/dist/fixtures/server-app) type-check with the packed declarations (strict, skipLibCheck off),
// the wrong uses fail to compile with the error each is marked with, and the compiled server answers
// a client of its own generation: the tool and its _meta.ui, a call, the resource, and view state
// written and read back (on 2.x through createMcpHandler, a server per request). The view's bundle has
// no zod in it and is the same code as the untyped widget, within its budget.
import { BUDGETS } from "./budgets.js";
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { build, transform } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzipSize, ROOT } from "../../bench/lib/bundle.js";
import { itWhere } from "../support/applies.js";
import { writeScratchLock } from "../support/lockfile.js";
import { packInto } from "./packed.js";

const run = promisify(execFile);
/** The typed view's budget (test/dist/budgets.ts), gzipped bytes. */
const TYPED_VIEW_BUDGET = BUDGETS.typedView;
const FIXTURES = join(ROOT, "test/dist/fixtures/server-app");
const NPM = ["--offline", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"];
const COMPILER_OPTIONS = {
  strict: true,
  skipLibCheck: false,
  module: "nodenext",
  moduleResolution: "nodenext",
  target: "es2022",
  lib: ["es2022", "dom"],
  jsx: "react-jsx",
  types: ["node"],
  outDir: "out",
  rootDir: ".",
};

/** A scratch project: the packages it installs, the files a user writes (docs/typed-tools.md shows them), its wrong uses and its probe. */
interface Project {
  name: string;
  packages: string[];
  /** The other generation's package, which must not be there. */
  absent: string;
  files: string[];
  wrong: string;
  probe: string;
  /** Linked from this repository's node_modules after the type check, for the probe only (the host's client). */
  probeOnly: string[];
}

const PROJECTS: Project[] = [
  {
    name: "SDK 1.x",
    packages: ["zod", "@modelcontextprotocol/sdk", "typescript", "react", "@types/react", "preact"],
    absent: "@modelcontextprotocol/server",
    files: ["tools.ts", "server.ts", "view.ts", "Greeting.tsx"],
    wrong: "wrong.ts.txt",
    probe: "probe.ts",
    probeOnly: [],
  },
  {
    name: "SDK 2.x",
    packages: ["zod", "@modelcontextprotocol/server", "typescript"],
    absent: "@modelcontextprotocol/sdk",
    files: ["tools.ts", "server-sdk2.ts", "view.ts"],
    wrong: "wrong-sdk2.ts.txt",
    probe: "probe-sdk2.ts",
    probeOnly: ["@modelcontextprotocol/client"],
  },
];

let tmp: string;
/** Each project's folder and its tsc diagnostics ("" when there are none). */
const scratch = new Map<Project, { dir: string; diagnostics: string }>();

/** Links `name` from this repository's node_modules into `dir`'s. */
function link(dir: string, name: string): void {
  mkdirSync(join(dir, "node_modules", name, ".."), { recursive: true });
  symlinkSync(join(ROOT, "node_modules", name), join(dir, "node_modules", name), "dir");
}

/** Installs `project` with the tarball, its files and its tsconfig.json; then its own tsc checks and compiles them. */
async function setUp(project: Project, tarball: string): Promise<void> {
  const dir = join(tmp, project.name.replace(/\W+/g, "-"));
  mkdirSync(dir);
  writeScratchLock(ROOT, dir, project.packages);
  await run("npm", ["ci", ...NPM], { cwd: dir });
  await run("npm", ["install", ...NPM, tarball], { cwd: dir });
  // Node's types, for the SDK's declarations (a server project has them).
  for (const name of ["@types/node", "undici-types"]) link(dir, name);
  for (const file of project.files) copyFileSync(join(FIXTURES, file), join(dir, file));
  copyFileSync(join(FIXTURES, project.wrong), join(dir, "wrong.ts"));
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files: [...project.files, "wrong.ts"] }));
  const diagnostics = await run(process.execPath, [join(dir, "node_modules/typescript/bin/tsc"), "-p", "."], { cwd: dir }).then(
    () => "",
    (error: { stdout?: string }) => String(error.stdout),
  );
  // The probe is the host's side, not the user's code: its types are not checked, and its client comes after the check.
  const probe = await transform(readFileSync(join(FIXTURES, project.probe), "utf8"), { loader: "ts", format: "esm", target: "es2022" });
  writeFileSync(join(dir, "out/probe.js"), probe.code);
  for (const name of project.probeOnly) link(dir, name);
  scratch.set(project, { dir, diagnostics });
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "mcp-view-server-"));
  const tarball = join(tmp, packInto(tmp));
  await Promise.all(PROJECTS.map((project) => setUp(project, tarball)));
}, 300_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** A result without what the 2.x SDK adds to every one on 2026-07-28: `_meta`'s server info, and the caching hints of lists and reads. */
function withoutEnvelope<T>(result: T): T {
  const { _meta, ttlMs: _ttl, cacheScope: _scope, ...rest } = result as Record<string, unknown> & { _meta?: Record<string, unknown> };
  const { "io.modelcontextprotocol/serverInfo": _info, ...meta } = _meta ?? {};
  return (Object.keys(meta).length ? { ...rest, _meta: meta } : rest) as T;
}

describe.each(PROJECTS)("typed app tools from the packed tarball, $name", (project) => {
  const dir = () => scratch.get(project)!.dir;
  const diagnostics = () => scratch.get(project)!.diagnostics;

  it("installs mcp-view without pulling its optional peers, with zod and the SDK from the project, and without the other generation", () => {
    const manifest = JSON.parse(readFileSync(join(dir(), "node_modules/mcp-view/package.json"), "utf8")) as {
      exports: Record<string, unknown>;
      dependencies?: unknown;
    };
    expect([manifest.dependencies, Object.keys(manifest.exports)]).toEqual([undefined, expect.arrayContaining(["./server"])]);
    expect([
      existsSync(join(dir(), "node_modules", project.packages[1]!)),
      existsSync(join(dir(), "node_modules", project.absent)),
    ]).toEqual([true, false]);
  });

  it("type-checks the tools file, the server and the views (and the SDK's and mcp-view's declarations), and compiles them", () => {
    const elsewhere = diagnostics()
      .split("\n")
      .filter((line) => /^\S+\(\d+,\d+\): error/.test(line) && !line.startsWith("wrong.ts("));
    expect(elsewhere, diagnostics()).toEqual([]);
    expect(existsSync(join(dir(), "out/tools.js"))).toBe(true);
  });

  it("refuses each wrong use marked in wrong.ts with its error, and nothing else there", () => {
    const source = readFileSync(join(dir(), "wrong.ts"), "utf8").split("\n");
    const marked = source.flatMap((line, i) => [...line.matchAll(/\/\/ error (TS\d+):/g)].map((m) => `${i + 1} ${m[1]}`));
    const failing = [...diagnostics().matchAll(/^wrong\.ts\((\d+),\d+\): error (TS\d+)/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(marked.length).toBe(project.name === "SDK 1.x" ? 12 : 10);
    expect(failing, diagnostics()).toEqual(marked);
  });

  describe("the compiled server, seen by a client of its generation", () => {
    let seen: Record<string, any>;
    beforeAll(async () => {
      const { stdout } = await run(process.execPath, ["out/probe.js"], { cwd: dir() });
      seen = Object.fromEntries(
        Object.entries(JSON.parse(stdout) as Record<string, unknown>).map(([key, value]) => [
          key,
          typeof value === "object" && value && !Array.isArray(value) ? withoutEnvelope(value) : value,
        ]),
      );
    }, 60_000);

    it("lists _meta.ui.resourceUri (and the legacy key) and the output schema", () => {
      const greet = seen.tools.find((t: { name: string }) => t.name === "greet");
      expect(greet._meta).toEqual({ ui: { resourceUri: "ui://greeter/view.html" }, "ui/resourceUri": "ui://greeter/view.html" });
      expect(greet.inputSchema).toMatchObject({ type: "object", properties: { name: { type: "string" } }, required: ["name"] });
      expect(greet.outputSchema).toMatchObject({ type: "object", properties: { greeting: { type: "string" } }, required: ["greeting"] });
    });

    it("serves the view's resource with the MCP App mime type and its _meta.ui", () => {
      expect(seen.resources).toEqual([
        {
          uri: "ui://greeter/view.html",
          name: "ui://greeter/view.html",
          mimeType: "text/html;profile=mcp-app",
          _meta: { ui: { prefersBorder: true } },
        },
      ]);
      expect(seen.read.contents).toEqual([
        {
          uri: "ui://greeter/view.html",
          mimeType: "text/html;profile=mcp-app",
          text: "<!doctype html><title>Greeter</title>",
          _meta: { ui: { prefersBorder: true } },
        },
      ]);
    });

    it("answers with structuredContent", () => {
      expect(seen.greet).toEqual({
        structuredContent: { greeting: "Hello, Ada!" },
        content: [{ type: "text", text: "Greeted: Hello, Ada!" }],
      });
    });

    it("refuses bad input, bad output (as an error result, without the data) and a malformed ui:// URI", () => {
      expect([seen.badInput.isError, seen.badInput.content[0].text]).toEqual([true, expect.stringContaining("Input validation error")]);
      expect(seen.badOutput).toEqual({
        isError: true,
        content: [
          { type: "text", text: expect.stringMatching(/^Tool count returned invalid structuredContent: structuredContent\.count: /) },
        ],
      });
      expect(seen.malformed).toMatch(
        /^AppError INVALID_PARAMS: Tool malformed: the resource URI: "ui:\/\/greeter view\.html" is not a well-formed ui:\/\/ URI/,
      );
    });

    it("keeps view state: a write answered version 1, read back as it was written", () => {
      expect([seen.viewStateSet.structuredContent, seen.viewStateGet.structuredContent]).toEqual([
        { version: 1 },
        { version: 1, state: { shown: "Ada" } },
      ]);
    });

    itWhere(project.name === "SDK 2.x")("speaks 2026-07-28, a server per request", () => {
      expect(seen.protocolVersion).toBe("2026-07-28");
      expect(seen.servers).toBeGreaterThanOrEqual(8);
    });
  });

  itWhere(project.name === "SDK 1.x")(
    "bundles the view with no zod in it, as the same code as the untyped view, within its budget",
    async () => {
      // Same code is compared with names kept: the minifier's short names follow how often each
      // character occurs in the input, so two inputs that differ only in erased types may get
      // different names for the same code.
      const bundleView = async (contents: string, names = false) =>
        (
          await build({
            stdin: { contents, resolveDir: dir(), loader: "ts" },
            bundle: true,
            minifySyntax: true,
            minifyWhitespace: true,
            minifyIdentifiers: !names,
            format: "esm",
            target: "es2022",
            write: false,
            logLevel: "silent",
          })
        ).outputFiles[0]!.text;
      const view = readFileSync(join(dir(), "view.ts"), "utf8");
      const typed = await bundleView(view);
      expect(view).toContain("callServerTool<typeof greet>(");
      // The check can fail: a view that imports the tools file itself (not as a type) carries zod.
      const withZod = await bundleView(`import { greet } from "./tools.ts"; console.log(greet.name);`);
      expect([/zod/i.test(typed), typed.includes("ui/initialize"), /zod/i.test(withZod)]).toEqual([false, true, true]);
      expect(await bundleView(view, true)).toBe(await bundleView(view.replace("callServerTool<typeof greet>(", "callServerTool("), true));
      const size = gzipSize(typed);
      expect(size, `the typed view is ${size} B gzipped`).toBeLessThanOrEqual(TYPED_VIEW_BUDGET);
    },
  );
});
