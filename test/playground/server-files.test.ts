// @vitest-environment node
// What counts as a stdio server's code for server code reload: the scripts its command names and
// what they import by relative paths, followed from file to file; never packages, never the files
// it only reads, and a Python script alone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { serverFiles } from "../../playground/server/server-files.js";

let dir: string;
const write = (name: string, text = "") => {
  mkdirSync(join(dir, name, ".."), { recursive: true });
  writeFileSync(join(dir, name), text);
};
const names = (files: string[]) => files.map((file) => file.slice(dir.length + 1)).sort();

beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), "mcp-view-server-files-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("follows a template's server.ts to launch.ts and src/tools.ts, a TypeScript .js import meaning its .ts", () => {
  write(
    "server.ts",
    'import { launch } from "./launch.js";\nimport { tools } from "./src/tools.js";\nimport { McpServer } from "@modelcontextprotocol/server";\n',
  );
  write("launch.ts", 'import { readFile } from "node:fs/promises";\nconst VIEW = new URL("./dist/index.html", import.meta.url);\n');
  write("src/tools.ts", 'import { z } from "zod";\nexport * from "./schema";\n');
  write("src/schema/index.ts", 'const more = await import("../more.mjs");\n');
  write("src/more.mjs", 'const { x } = require("./lib/x.cjs");\n');
  write("src/lib/x.cjs");
  write("src/Greeter.tsx", "the view's, not imported by the server");
  write("dist/index.html");
  expect(names(serverFiles(["tsx", "server.ts"], dir))).toEqual([
    "launch.ts",
    "server.ts",
    "src/lib/x.cjs",
    "src/more.mjs",
    "src/schema/index.ts",
    "src/tools.ts",
  ]);
});

it("takes the scripts among the command's arguments, absolute or relative, and no other file", () => {
  write("server.mjs");
  write("view.html");
  write("notes.txt");
  expect(
    names(serverFiles([process.execPath, "--import", "tsx", join(dir, "server.mjs"), "--html", "view.html", "notes.txt"], dir)),
  ).toEqual(["server.mjs"]);
});

it("never follows an import into node_modules, nor a missing file", () => {
  write("server.js", 'import "./node_modules/pkg/index.js";\nimport "./gone.js";\nimport "./here.js";\n');
  write("node_modules/pkg/index.js");
  write("here.js");
  expect(names(serverFiles(["node", "server.js"], dir))).toEqual(["here.js", "server.js"]);
});

it("watches a Python server's script alone, and finds nothing in a command that names no file", () => {
  write("server.py", "from .tools import x\n");
  expect(names(serverFiles(["uv", "run", "server.py"], dir))).toEqual(["server.py"]);
  expect(serverFiles(["npx", "-y", "some-mcp-server"], dir)).toEqual([]);
});
