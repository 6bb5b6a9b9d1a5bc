// @vitest-environment node
// `mcp-view init`: what it writes, what it refuses, the package name, and what it prints next.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nextCommands } from "../../playground/cli/init.js";
import { init, scratch, tree } from "./support.js";

let tmp: ReturnType<typeof scratch>;
beforeEach(() => void (tmp = scratch()));
afterEach(() => tmp.remove());

const VANILLA = [
  ".gitignore",
  "README.md",
  "ci.sh",
  "evals/greet.eval.json",
  "index.html",
  "launch.ts",
  "package.json",
  "server.ts",
  "src/greeter.test.ts",
  "src/greeter.ts",
  "src/main.ts",
  "src/tools.ts",
  "tsconfig.json",
  "vite.config.ts",
];
const JSX = [
  ".gitignore",
  "README.md",
  "ci.sh",
  "evals/greet.eval.json",
  "index.html",
  "launch.ts",
  "package.json",
  "server.ts",
  "src/Greeter.test.tsx",
  "src/Greeter.tsx",
  "src/main.tsx",
  "src/tools.ts",
  "tsconfig.json",
  "vite.config.ts",
];

describe("mcp-view init", () => {
  it("writes the vanilla template by default, creating missing parents, and prints the files and the next three commands", async () => {
    const { code, stdout, stderr } = await init(tmp.dir, ["apps/demo"]);
    expect([code, stderr]).toEqual([0, ""]);
    const project = join(tmp.dir, "apps", "demo");
    expect(tree(project)).toEqual(VANILLA);
    expect(stdout).toBe(
      `Created an MCP App from the vanilla template, its server on @modelcontextprotocol/server 2.x, in apps/demo:\n${VANILLA.map((f) => `  ${f}\n`).join("")}\nNext:\n  cd apps/demo\n  npm install\n  npm run dev\n`,
    );
    expect(readFileSync(join(project, ".gitignore"), "utf8")).toContain("node_modules/");
  });

  it.each([
    ["2", "@modelcontextprotocol/server", "@modelcontextprotocol/sdk"],
    ["1", "@modelcontextprotocol/sdk", "@modelcontextprotocol/server"],
  ])("writes the server on the MCP SDK of --sdk %s, %s, and depends on it alone", async (sdk, ours, other) => {
    const { code, stdout } = await init(tmp.dir, ["demo", "--sdk", sdk, "-t", "react"]);
    expect(code).toBe(0);
    expect(stdout.split("\n")[0]).toBe(`Created an MCP App from the react template, its server on ${ours} ${sdk}.x, in demo:`);
    const project = join(tmp.dir, "demo");
    expect(tree(project)).toEqual(JSX);
    const pkg = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).toEqual([ours, "mcp-view", "react", "react-dom", "tsx", "zod"]);
    const server = readFileSync(join(project, "server.ts"), "utf8");
    const imported = [...server.matchAll(/^import .* from "(@modelcontextprotocol\/[^"]+)";$/gm)].map((m) => m[1]!);
    expect(imported.length).toBeGreaterThan(1);
    expect(imported.every((name) => name.startsWith(`${ours}/`) || name === ours)).toBe(true);
    expect(`${server}${readFileSync(join(project, "launch.ts"), "utf8")}`).not.toContain(other);
  });

  it("writes the server on the 2.x SDK by default: serveStdio on stdio, createMcpHandler on HTTP", async () => {
    expect((await init(tmp.dir, ["demo"])).code).toBe(0);
    const server = readFileSync(join(tmp.dir, "demo", "server.ts"), "utf8");
    expect(server).toContain('import { serveStdio } from "@modelcontextprotocol/server/stdio";');
    expect(server).toContain("createMcpHandler(createMcpServer)");
  });

  it.each([
    ["react", "react"],
    ["preact", "preact"],
    ["solid", "solid-js"],
  ])("writes the %s template", async (template, framework) => {
    expect((await init(tmp.dir, ["demo", "--template", template])).code).toBe(0);
    const project = join(tmp.dir, "demo");
    expect(tree(project)).toEqual(JSX);
    const pkg = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).toContain(framework);
    expect(readFileSync(join(project, "src", "Greeter.tsx"), "utf8")).toContain(`from "mcp-view/${template}"`);
  });

  it("writes the vue template: an SFC widget and its own vite.config.ts with the Vue plugin", async () => {
    expect((await init(tmp.dir, ["demo", "--template", "vue"])).code).toBe(0);
    const project = join(tmp.dir, "demo");
    expect(tree(project)).toEqual(
      JSX.map((f) =>
        f.replace(/^src\/(\w+)(\.test)?\.tsx$/, (_, n, t) => (t ? `src/${n}.test.ts` : n === "main" ? "src/main.ts" : `src/${n}.vue`)),
      ),
    );
    const pkg = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).toContain("vue");
    expect(readFileSync(join(project, "src", "Greeter.vue"), "utf8")).toContain(`from "mcp-view/vue"`);
    expect(readFileSync(join(project, "vite.config.ts"), "utf8")).toContain("plugins: [vue()]");
  });

  it("names the package after the directory and depends on mcp-view ^<its own version>", async () => {
    await init(tmp.dir, ["My Widget!", "-t", "react"]);
    const pkg = JSON.parse(readFileSync(join(tmp.dir, "My Widget!", "package.json"), "utf8")) as {
      name: string;
      dependencies: Record<string, string>;
    };
    expect([pkg.name, pkg.dependencies["mcp-view"]]).toEqual(["my-widget", "^1.2.3"]);
  });

  it("writes into the current directory when it is empty or holds only .git, and then prints npm install, npm run dev, npm test", async () => {
    mkdirSync(join(tmp.dir, "here", ".git"), { recursive: true });
    const { code, stdout } = await init(join(tmp.dir, "here"), []);
    expect(code).toBe(0);
    expect(stdout).toContain("in the current directory:");
    expect(stdout.endsWith("Next:\n  npm install\n  npm run dev\n  npm test\n")).toBe(true);
    expect(JSON.parse(readFileSync(join(tmp.dir, "here", "package.json"), "utf8")).name).toBe("here");
  });

  it("refuses a directory that is not empty, in one sentence naming it (exit 1), and writes nothing", async () => {
    mkdirSync(join(tmp.dir, "demo"));
    writeFileSync(join(tmp.dir, "demo", "notes.txt"), "mine");
    const { code, stdout, stderr } = await init(tmp.dir, ["demo"]);
    expect([code, stdout, stderr]).toEqual([
      1,
      "",
      "demo is not empty (it has notes.txt): mcp-view init writes only into an empty or new directory.\n",
    ]);
    expect(tree(join(tmp.dir, "demo"))).toEqual(["notes.txt"]);
  });

  it("refuses a file in the directory's place (exit 1)", async () => {
    writeFileSync(join(tmp.dir, "demo"), "");
    const { code, stderr } = await init(tmp.dir, ["demo"]);
    expect([code, stderr]).toEqual([1, "demo exists and is not a directory: mcp-view init needs an empty or new directory.\n"]);
  });

  it("refuses an unknown template (exit 2), listing the templates, and writes nothing", async () => {
    const { code, stderr } = await init(tmp.dir, ["demo", "--template", "angular"]);
    expect(code).toBe(2);
    expect(stderr.split("\n")[0]).toBe('Unknown template "angular": the templates are vanilla, react, preact, vue, svelte, solid');
    expect(tree(tmp.dir)).toEqual([]);
  });

  it("refuses an unknown --sdk (exit 2), naming both generations, and writes nothing", async () => {
    for (const sdk of ["3", "2.x", ""]) {
      const { code, stderr } = await init(tmp.dir, ["demo", "--sdk", sdk]);
      expect([code, stderr.split("\n")[0]]).toEqual([
        2,
        `Unknown MCP SDK generation ${JSON.stringify(sdk)}: --sdk takes 2 (@modelcontextprotocol/server, the default) or 1 (@modelcontextprotocol/sdk)`,
      ]);
      expect(stderr).toContain("Usage: mcp-view init [dir]");
    }
    expect(tree(tmp.dir)).toEqual([]);
  });

  it("refuses other bad command lines (exit 2) with the usage", async () => {
    const lines = [];
    for (const argv of [["a", "b"], ["--force"], ["--template"], ["demo", "--sdk"], [""]]) {
      const { code, stderr } = await init(tmp.dir, argv);
      expect([code, stderr]).toEqual([2, expect.stringContaining("Usage: mcp-view init [dir]")]);
      lines.push(stderr.split("\n")[0]);
    }
    expect(lines).toEqual([
      "init takes one directory, got 2: a b",
      "Unknown option --force: see the usage below.",
      "--template needs a value: see the usage below.",
      "--sdk needs a value: see the usage below.",
      "The directory is an empty string: name one, or leave it out for the current directory",
    ]);
    expect(tree(tmp.dir)).toEqual([]);
  });

  it("prints its help on --help, and writes nothing", async () => {
    const { code, stdout } = await init(tmp.dir, ["demo", "--help"]);
    expect([code, stdout.split("\n")[0]]).toEqual([
      0,
      "Usage: mcp-view init [dir] [--template vanilla|react|preact|vue|svelte|solid] [--sdk 2|1] [--vendor]",
    ]);
    expect(stdout).toContain("It asks nothing.");
    expect(stdout).toMatch(
      /^ {6}--sdk <generation> {2}the MCP SDK the server is written on: 2 \(@modelcontextprotocol\/server, as the official\n.*\(default 2\)$/m,
    );
    expect(tree(tmp.dir)).toEqual([]);
  });
});

describe("the next commands", () => {
  it("cd into the project by its path from the current directory, quoted when the shell needs it, or absolute when it is not below it", () => {
    const install = ["npm install"];
    expect(nextCommands("/home/ada", "/home/ada/demo", install)).toEqual(["cd demo", "npm install", "npm run dev"]);
    expect(nextCommands("/home/ada", "/home/ada/my app", install)).toEqual(["cd 'my app'", "npm install", "npm run dev"]);
    expect(nextCommands("/home/ada", "/home/ada/it's", install)).toEqual([`cd 'it'\\''s'`, "npm install", "npm run dev"]);
    expect(nextCommands("/home/ada", "/srv/demo", install)).toEqual(["cd /srv/demo", "npm install", "npm run dev"]);
    expect(nextCommands("/home/ada", "/home/ada", install)).toEqual(["npm install", "npm run dev", "npm test"]);
  });
});
