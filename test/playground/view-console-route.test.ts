// @vitest-environment node
// POST /api/console, which puts a view's captured errors in the `mcp-view dev` terminal: one line
// each, prefixed with the tool, with no control character from the view's text; a request without
// the page's token is refused (403), a malformed or oversized body gets a 400 (413), and the
// callback hears nothing of either.
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleLine, MAX_LINE, terminalText } from "../../playground/server/view-console-route.js";
import { MAX_REPORT_BYTES } from "../../playground/shared/view-console.js";
import { startPlayground, type Playground } from "../../playground/start.js";

const TINY = fileURLToPath(new URL("fixtures/tiny-server.mjs", import.meta.url));

/** One request with exactly these headers; resolves with the status. */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "POST", headers: options.headers ?? {} }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

describe("terminal lines", () => {
  it("read [tool] headline (file:line)", () => {
    expect(
      consoleLine({ tool: "show_orders", entry: { kind: "uncaught", text: "TypeError: x is undefined", file: "main.js", line: 12 } }),
    ).toBe("[show_orders] Uncaught TypeError: x is undefined (main.js:12)");
    expect(consoleLine({ tool: "show_orders", entry: { kind: "console-error", text: "boom" } })).toBe("[show_orders] console.error: boom");
    expect(consoleLine({ tool: "t", entry: { kind: "rejection", text: "Error: down" } })).toBe("[t] Unhandled rejection: Error: down");
    expect(consoleLine({ tool: "t", entry: { kind: "app-error", text: "A toolresult handler threw: x" } })).toBe(
      "[t] App error: A toolresult handler threw: x",
    );
  });

  it("stay on one line, carry no control character or bidi override, and are capped", () => {
    expect(terminalText("a\nb\r\nc\rd\te")).toBe("a\\nb\\nc\\nd e");
    expect(terminalText("\u001b[31mred\u001b[0m \u0007bell \u009b2J \u202eevil")).toBe("[31mred[0m bell 2J evil");
    const long = terminalText("x".repeat(MAX_LINE * 2));
    expect(long).toHaveLength(MAX_LINE);
    expect(long.endsWith("…")).toBe(true);
    expect(consoleLine({ tool: "t\u001b]0;title\u0007", entry: { kind: "console-warn", text: "w" } })).toBe("[t]0;title] console.warn: w");
  });
});

describe("POST /api/console", () => {
  let playground: Playground;
  let token: string;
  const lines: string[] = [];
  const url = () => new URL("/api/console", playground.url).href;
  const post = (body: string, headers: Record<string, string> = {}) =>
    send(url(), { headers: { "content-type": "application/json", "x-mcp-view-token": token, ...headers }, body });

  beforeAll(async () => {
    playground = await startPlayground({
      port: 0,
      command: [process.execPath, TINY, "--stdio"],
      onViewConsole: (line) => lines.push(line),
    });
    const page = await fetch(playground.url).then((r) => r.text());
    token = /<meta name="mcp-view-token" content="([^"]+)">/.exec(page)?.[1] ?? "no token in the page";
  });

  afterAll(() => playground?.close());

  it("hands a well-formed report to the callback as one line", async () => {
    const report = { tool: "show_weather", entry: { kind: "console-error", text: "line one\nline two" } };
    expect(await post(JSON.stringify(report))).toBe(204);
    expect(lines.at(-1)).toBe("[show_weather] console.error: line one\\nline two");
  });

  it("refuses bad requests, and tells the callback nothing", async () => {
    const before = lines.length;
    const good = JSON.stringify({ tool: "t", entry: { kind: "uncaught", text: "x" } });
    expect(await post(good, { "x-mcp-view-token": "wrong" })).toBe(403);
    expect(await post(good, { origin: "http://attacker.example" })).toBe(403);
    expect(await send(url(), { method: "GET", headers: { "x-mcp-view-token": token } })).toBe(405);
    expect(await post("not json")).toBe(400);
    expect(await post(JSON.stringify({ tool: "t" }))).toBe(400);
    expect(await post(JSON.stringify({ tool: "t", entry: { kind: "log", text: "x" } }))).toBe(400);
    expect(await post(JSON.stringify({ tool: 7, entry: { kind: "uncaught", text: "x" } }))).toBe(400);
    expect(await post(JSON.stringify({ tool: "t", entry: { kind: "uncaught", text: "x".repeat(MAX_REPORT_BYTES) } }))).toBe(413);
    expect(lines.length).toBe(before);
  });
});
