// @vitest-environment node
// The template's eval, as `mcp-view init` writes it: its scenario file (evals/greet.eval.json, valid
// against the shipped eval.schema.json) and its `npm run eval` script, whose eval command runs as
// written (the built command, in the project, the template's own server on stdio) against the local
// fake provider through the real AI SDK: every run passes. With no model configured it says, in one
// sentence, what to set, and exits 2. The view is a tiny page standing in for the built one (the test
// does not run Vite); the project's dependencies are linked to this repository's.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Ajv from "ajv";
import { afterAll, beforeAll, expect, it } from "vitest";
import { run, type Running } from "../playground/support.js";
import { CHROMIUM_PATH, describeBrowser, distFile } from "../browser/support.js";
import { answersTools, startFakeModel, type FakeModel } from "../support/fake-model.js";
import { stopStarted } from "../support/stop-started.js";
import { templateProject, type TemplateProject } from "../support/template-project.js";

const CLI = fileURLToPath(new URL("../../dist/cli/mcp-view.js", import.meta.url));
const KEY = "sk-ant-template-9f8e7d6c5b4a39281706f5e4d3c2b1a0";

describeBrowser("the template's eval", () => {
  let project: TemplateProject;
  let fake: FakeModel;
  let command: string[];
  const started: Running[] = [];

  beforeAll(async () => {
    [project, fake] = await Promise.all([
      templateProject("vanilla"),
      startFakeModel((request) =>
        answersTools(request)
          ? { text: `I greeted Ada Lovelace: ${request.turns.at(-1)!.text}`, usage: { input: 180, output: 14 } }
          : { calls: [{ name: "greet", input: { name: "Ada Lovelace" } }], usage: { input: 120, output: 16 } },
      ),
    ]);
    const runtime = distFile("mcp-view.global.js").replaceAll("</script", "<\\/script");
    mkdirSync(join(project.dir, "dist"), { recursive: true });
    writeFileSync(
      join(project.dir, "dist", "index.html"),
      `<!doctype html><html><head><meta charset="utf-8"><script>${runtime}</script></head><body><h1>Waiting</h1><script>
const app = new McpView.App({ name: "greeter", version: "1.0.0" });
app.ontoolresult = (r) => { document.querySelector("h1").textContent = r.structuredContent.greeting; };
app.connect();
</script></body></html>`,
    );
    const { scripts } = JSON.parse(readFileSync(join(project.dir, "package.json"), "utf8")) as { scripts: Record<string, string> };
    // The script as written: the build (Vite, not installed here; the view above stands in for it), then the eval.
    const [build, evaluate] = scripts.eval!.split(" && ");
    expect(build).toBe("vite build");
    expect(evaluate).toBe("mcp-view eval evals/greet.eval.json -- tsx server.ts");
    command = [process.execPath, CLI, ...evaluate!.split(" ").slice(1)];
  }, 120_000);
  afterAll(async () => {
    try {
      await stopStarted(started, []);
    } finally {
      await fake?.close();
      project?.remove();
    }
  });

  /** The eval command in the project, as npm runs it (the project's .bin on PATH), with `env`. */
  async function evaluate(env: Record<string, string>): Promise<{ code: number | string; output: string }> {
    const ran = run(command, {
      cwd: project.dir,
      env: {
        ...process.env,
        PATH: `${join(project.dir, "node_modules", ".bin")}:${process.env.PATH}`,
        MCP_VIEW_BROWSER: CHROMIUM_PATH,
        ...env,
      },
    });
    started.push(ran);
    const code = await ran.exited;
    return { code, output: ran.output() };
  }

  it("holds a scenario file the shipped schema accepts, for the template's tool", () => {
    const schema = JSON.parse(readFileSync(fileURLToPath(new URL("../../eval.schema.json", import.meta.url)), "utf8")) as object;
    const scenarios = JSON.parse(readFileSync(join(project.dir, "evals", "greet.eval.json"), "utf8")) as {
      scenarios: Array<{ tool: string }>;
    };
    expect(new Ajv({ strict: true, strictRequired: false, strictTypes: false }).validate(schema, scenarios)).toBe(true);
    expect(scenarios.scenarios.map((s) => s.tool)).toEqual(["greet"]);
  });

  it("passes every run against the fake provider, and prints the tokens", async () => {
    const { code, output } = await evaluate({
      MCP_VIEW_MODEL: "anthropic:fake-1",
      ANTHROPIC_API_KEY: KEY,
      ANTHROPIC_BASE_URL: fake.origin,
    });
    expect(code, output).toBe(0);
    expect(output).toContain("PASS  greets by name: 5/5 runs passed (100%)");
    expect(output).toContain("Tokens: 1,500 in, 150 out (1,650 in all).");
    expect(fake.requests.filter((r) => r.turns.at(-1)?.role === "tool").map((r) => r.turns.at(-1)!.text)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Hello, Ada Lovelace! (greeting #${n})`),
    );
    expect(output).not.toContain(KEY.slice(0, 16));
  });

  it("says what to set when no model is configured, and exits 2", async () => {
    const { code, output } = await evaluate({ MCP_VIEW_MODEL: "" });
    expect(code).toBe(2);
    expect(output.trim()).toBe(
      "No model is configured: set MCP_VIEW_MODEL=anthropic:<model> with ANTHROPIC_API_KEY, or MCP_VIEW_MODEL=openai:<model> with OPENAI_API_KEY (or OPENAI_BASE_URL for a local server such as Ollama), or start mcp-view eval with --model <provider:model>.",
    );
  });
});
