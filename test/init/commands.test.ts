// @vitest-environment node
// The top of the mcp-view command: --help lists init and dev, the first word picks the command, and
// anything else is refused (exit 2) with the list.
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { runCommand, type CommandContext } from "../../playground/cli/commands.js";
import type { PlaygroundAssets } from "../../playground/server/assets.js";
import { scratch, sink, TEMPLATES, tree } from "./support.js";

let tmp: ReturnType<typeof scratch>;
beforeEach(() => void (tmp = scratch()));
afterEach(() => tmp.remove());

async function command(...argv: string[]) {
  const [stdout, stderr] = [sink(), sink()];
  const context: CommandContext = {
    cwd: tmp.dir,
    version: "1.2.3",
    templates: TEMPLATES,
    packageDir: tmp.dir,
    assets: {} as PlaygroundAssets,
    stdout,
    stderr,
  };
  const code = await runCommand(argv, context);
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

it("lists both commands on --help and -h, and prints the version on --version", async () => {
  const help = await command("--help");
  expect(help.code).toBe(0);
  expect(help.stdout).toMatch(/^ {2}mcp-view init \[dir\] \[--template vanilla\|react\|preact\|vue\|svelte\|solid\] \[--sdk 2\|1\] /m);
  expect(help.stdout).toMatch(/^ {2}mcp-view dev \[options\] /m);
  expect((await command("-h")).stdout).toBe(help.stdout);
  expect(await command("-v")).toEqual({ code: 0, stdout: "1.2.3\n", stderr: "" });
});

it("runs init with the words after it", async () => {
  expect((await command("init", "demo", "--template", "preact")).code).toBe(0);
  expect(tree(join(tmp.dir, "demo"))).toContain("src/Greeter.tsx");
});

it("hands dev (and options before it, as before) to mcp-view dev's own parser", async () => {
  expect(await command("dev", "--help")).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Usage: mcp-view dev \[options\]/) });
  expect(await command("--port", "x", "dev")).toMatchObject({ code: 2, stderr: expect.stringMatching(/^--port must be an integer/) });
});

it("refuses no command and an unknown one (exit 2), naming both commands", async () => {
  const none = await command();
  expect([none.code, none.stderr.split("\n")[0]]).toEqual([2, "Which command? There are six: init, dev, matrix, check, probe and eval."]);
  const unknown = await command("serve");
  expect([unknown.code, unknown.stderr.split("\n")[0]]).toEqual([
    2,
    'Unknown command "serve": the commands are init, dev, matrix, check, probe and eval.',
  ]);
  expect(unknown.stderr).toContain("Usage: mcp-view <command>");
});
