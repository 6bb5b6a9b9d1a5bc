// @vitest-environment node
// `mcp-view dev`'s command line, and `npm start`'s (the same without the word "dev").
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_PORT, parseCli, usage } from "../../playground/cli/args.js";

const dev = (...argv: string[]) => parseCli(argv, "dev");
const defaults = { port: DEFAULT_PORT, host: "127.0.0.1", open: false };

describe("mcp-view dev's arguments", () => {
  it("run the embedded example server by default", () => {
    expect(dev("dev")).toEqual({ kind: "dev", options: defaults });
  });

  it("take --server, --port (0 for a free port), --host and --open", () => {
    expect(dev("dev", "--server", "http://localhost:3000/mcp", "--port", "0", "--host", "0.0.0.0", "--open")).toEqual({
      kind: "dev",
      options: { port: 0, host: "0.0.0.0", open: true, server: "http://localhost:3000/mcp" },
    });
  });

  it("take --fixtures, resolved against the working directory (it need not exist: saving makes it)", () => {
    expect(parseCli(["dev", "--fixtures", "fx"], "dev", "/work")).toEqual({ kind: "dev", options: { ...defaults, fixtures: "/work/fx" } });
    expect(parseCli(["dev", "--fixtures", ""], "dev", "/work")).toEqual({
      kind: "error",
      message: "--fixtures needs a directory, such as --fixtures fixtures",
    });
  });

  it("take the stdio server's command, with its own options, after --", () => {
    expect(dev("dev", "--port", "0", "--", "npx", "tsx", "server.ts", "--port", "9", "--stdio")).toEqual({
      kind: "dev",
      options: { ...defaults, port: 0, command: ["npx", "tsx", "server.ts", "--port", "9", "--stdio"] },
    });
  });

  it("refuse what they cannot run, with the reason", () => {
    const errors = [
      dev(),
      dev("serve"),
      dev("dev", "--port", "http"),
      dev("dev", "--port", "70000"),
      dev("dev", "--server", "localhost:3000"),
      dev("dev", "--server", "http://x/mcp", "--", "node", "s.js"),
      dev("dev", "--"),
      dev("dev", "--stdio", "node s.js"),
    ].map((r) => (r.kind === "error" ? r.message : r.kind));
    expect(errors).toEqual([
      "Which command? There is one: dev",
      'Unknown command "serve": the command is dev',
      "--port must be an integer from 0 to 65535, got http",
      "--port must be an integer from 0 to 65535, got 70000",
      "--server must be an http(s) URL, got localhost:3000",
      "Pass --server <url> or -- <command…>, not both",
      "-- must be followed by the command that starts your stdio MCP server",
      "Unknown option --stdio: see the usage below (a stdio server's own options go after --, with its command).",
    ]);
  });

  it("say in one sentence of theirs which option is wrong (an unknown one, a missing or unwanted value)", () => {
    const errors = [dev("dev", "-x"), dev("dev", "--server"), dev("dev", "--open=yes")].map((r) =>
      r.kind === "error" ? r.message : r.kind,
    );
    expect(errors).toEqual([
      "Unknown option -x: see the usage below (a stdio server's own options go after --, with its command).",
      "--server needs a value: see the usage below.",
      "--open takes no value: see the usage below.",
    ]);
  });

  it("answer --help and --version", () => {
    expect([dev("dev", "--help").kind, dev("-h").kind, dev("--version").kind]).toEqual(["help", "help", "version"]);
    expect(usage("mcp-view dev")).toContain("mcp-view dev -- <command…>      a stdio MCP server, started once for the session");
  });
});

describe("the port from MCP_VIEW_PORT", () => {
  const withPort = (port: string, ...argv: string[]) => parseCli(argv, "dev", process.cwd(), { MCP_VIEW_PORT: port });

  it("is used without --port (npm run dev's own options end at its --), and --port wins over it", () => {
    expect(withPort("0", "dev")).toEqual({ kind: "dev", options: { ...defaults, port: 0 } });
    expect(withPort("6001", "dev", "--", "node", "s.js")).toEqual({
      kind: "dev",
      options: { ...defaults, port: 6001, command: ["node", "s.js"] },
    });
    expect(withPort("6001", "dev", "--port", "6002")).toEqual({ kind: "dev", options: { ...defaults, port: 6002 } });
    expect(parseCli(["dev"], "dev", process.cwd(), {})).toEqual({ kind: "dev", options: { ...defaults, port: DEFAULT_PORT } });
  });

  it("is refused, named, when it is no port (and ignored when empty)", () => {
    expect(withPort("abc", "dev")).toEqual({ kind: "error", message: "MCP_VIEW_PORT must be an integer from 0 to 65535, got abc" });
    expect(withPort("70000", "dev")).toEqual({ kind: "error", message: "MCP_VIEW_PORT must be an integer from 0 to 65535, got 70000" });
    expect(withPort("", "dev")).toEqual({ kind: "dev", options: defaults }); // empty: not set
  });
});

describe("npm start's arguments", () => {
  it("are the same without the word dev (which is still accepted)", () => {
    expect(parseCli(["--port", "0"])).toEqual({ kind: "dev", options: { ...defaults, port: 0 } });
    expect(parseCli(["dev", "--port", "0"])).toEqual({ kind: "dev", options: { ...defaults, port: 0 } });
    expect(parseCli(["--", "node", "s.js"])).toEqual({ kind: "dev", options: { ...defaults, command: ["node", "s.js"] } });
  });
});

describe("reload on save's options", () => {
  const project = mkdtempSync(join(tmpdir(), "mcp-view-args-"));
  mkdirSync(join(project, "src"));
  writeFileSync(join(project, "index.html"), "");
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const inProject = (...argv: string[]) => parseCli(argv, "dev", project);

  it("take --watch, repeated, resolved against the working directory, and --build, before the stdio server's command", () => {
    expect(inProject("dev", "--watch", "src", "--watch", "index.html", "--build", "vite build", "--", "tsx", "server.ts")).toEqual({
      kind: "dev",
      options: {
        ...defaults,
        watch: [join(project, "src"), join(project, "index.html")],
        build: "vite build",
        command: ["tsx", "server.ts"],
      },
    });
  });

  it("take --build alone (it runs once) and --watch alone (a change reloads without building)", () => {
    expect(inProject("dev", "--build", "node build.mjs")).toEqual({ kind: "dev", options: { ...defaults, build: "node build.mjs" } });
    expect(inProject("dev", "--watch", project)).toEqual({ kind: "dev", options: { ...defaults, watch: [project] } });
  });

  it("are the same for npm start", () => {
    expect(parseCli(["--watch", "src", "--build", "vite build"], undefined, project)).toEqual({
      kind: "dev",
      options: { ...defaults, watch: [join(project, "src")], build: "vite build" },
    });
  });

  it("refuse a path that does not exist, an empty one, and an empty --build, with the reason", () => {
    const errors = [
      inProject("dev", "--watch", "src", "--watch", "nope"),
      inProject("dev", "--build", " "),
      inProject("dev", "--watch"),
      inProject("dev", "--watch", ""),
    ].map((r) => (r.kind === "error" ? r.message : r.kind));
    expect(errors).toEqual([
      `--watch nope: there is no such file or directory (${join(project, "nope")})`,
      '--build needs the command that builds your views, such as --build "vite build"',
      "--watch needs a value: see the usage below.",
      "--watch needs a file or directory, such as --watch src",
    ]);
  });

  it("are in the usage, with what is ignored", () => {
    expect(usage("mcp-view dev")).toContain("--watch <path>   reload the view when a file under <path> changes (repeatable)");
    expect(usage("mcp-view dev")).toContain("node_modules, dist and dotfiles are ignored");
    expect(usage("mcp-view dev")).toContain("--build <cmd>    a shell command that builds your views");
  });
});
