// @vitest-environment node
// POST /api/console, which puts a view's captured errors in the `mcp-view dev` terminal: one line
// each, prefixed with the tool, with no control character from the view's text, and read through
// the frame's source maps (the page gets the entry as read, to show); a request without
// the page's token is refused (403), a malformed or oversized body gets a 400 (413), and the
// callback hears nothing of either.
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import { transform } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleLine, MAX_LINE, terminalText } from "../../playground/server/view-console-route.js";
import { MAX_REPORT_BYTES } from "../../playground/shared/view-console.js";
import { startPlayground, type Playground } from "../../playground/start.js";

const TINY = fileURLToPath(new URL("fixtures/tiny-server.mjs", import.meta.url));

/** One request with exactly these headers; resolves with the status (and `body` gets the answer). */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
  answer?: (body: string) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "POST", headers: options.headers ?? {} }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => (answer?.(body), resolve(res.statusCode ?? 0)));
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
  const post = (body: string, headers: Record<string, string> = {}, answer?: (body: string) => void) =>
    send(url(), { headers: { "content-type": "application/json", "x-mcp-view-token": token, ...headers }, body }, answer);

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

  it("hands a well-formed report to the callback as one line, and answers with its entry", async () => {
    const report = { tool: "show_weather", entry: { kind: "console-error", text: "line one\nline two" } };
    let answer = "";
    expect(await post(JSON.stringify(report), {}, (body) => (answer = body))).toBe(200);
    expect(lines.at(-1)).toBe("[show_weather] console.error: line one\\nline two");
    expect(JSON.parse(answer)).toEqual({ entry: report.entry });
  });

  it("reads the entry of a frame through the source map of the document the frame got: the terminal and the answer name the author's line", async () => {
    const source = 'export function greet(name: string): string {\n  throw new Error("no " + name);\n}\ngreet("name");\n';
    const built = await transform(source, { loader: "ts", format: "esm", minify: true, sourcemap: "inline", sourcefile: "src/greeter.ts" });
    const html = `<!doctype html><html><head><title>g</title></head><body><script type="module">${built.code}</script></body></html>`;
    const headers = { "content-type": "application/json", "x-mcp-view-token": token };
    const frame = (await fetch(new URL("/api/frames", playground.url), { method: "POST", headers, body: JSON.stringify({ html }) }).then(
      (r) => r.json(),
    )) as { url: string };
    const served = await fetch(frame.url).then((r) => r.text());
    const offset = served.indexOf(built.code) + built.code.indexOf("new Error");
    const [line, column] = [served.slice(0, offset).split("\n").length, offset - served.lastIndexOf("\n", offset - 1)];
    const entry = {
      kind: "uncaught",
      text: "Error: no name",
      file: "inline",
      line,
      column,
      stack: `Error: no name\n    at greet (${frame.url}:${line}:${column})`,
    };
    let answer = "";
    expect(await post(JSON.stringify({ tool: "greet", entry, frame: frame.url }), {}, (body) => (answer = body))).toBe(200);
    const at = `src/greeter.ts:2:${source.split("\n")[1]!.indexOf("new Error") + 1}`;
    expect(JSON.parse(answer)).toEqual({
      entry: { ...entry, file: "src/greeter.ts", line: 2, column: Number(at.split(":")[2]), stack: `Error: no name\n    at greet (${at})` },
    });
    expect(lines.at(-1)).toMatch(/^\[greet\] .*Error: no name \(src\/greeter\.ts:2\)$/);
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
