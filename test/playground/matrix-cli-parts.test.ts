// The pure parts of `mcp-view matrix`: its command line, the browser it finds, and its JUnit XML,
// with a view's hostile error text in it, screenshots attached relative to it, and the tools not called.
// @vitest-environment happy-dom
import { expect, it } from "vitest";
import { DEFAULT_PROFILES, parseMatrix } from "../../playground/cli/matrix-args.js";
import type { MatrixCase } from "../../playground/cli/matrix-case.js";
import { findBrowser } from "../../playground/cli/find-browser.js";
import { htmlReport, junitXml, notCalled, xmlText } from "../../playground/cli/matrix-report.js";
import { PROFILES } from "../../playground/host/session/profiles.js";

const run = (argv: string[]) => {
  const request = parseMatrix(argv, "/work");
  if (request.kind !== "run") throw new Error(request.kind === "error" ? request.message : request.kind);
  return request.options;
};
const error = (argv: string[]) => {
  const request = parseMatrix(argv, "/work");
  return request.kind === "error" ? request.message : request.kind;
};

it("parses the server, the cells and the reports, with the documented defaults", () => {
  expect(run(["--", "node", "server.js", "--stdio"])).toEqual({
    command: ["node", "server.js", "--stdio"],
    profiles: [...DEFAULT_PROFILES],
    themes: ["light", "dark"],
    modes: ["inline"],
  });
  expect(
    run(["--server", "http://127.0.0.1:3001/mcp", "--tool", "a", "--tool", "b", "--args", '{"x":1}', "--profiles", "claude,goose,claude"]),
  ).toMatchObject({ server: "http://127.0.0.1:3001/mcp", tools: ["a", "b"], args: { x: 1 }, profiles: ["claude", "goose"] });
  expect(run(["--fixture", "f/a.fixture.json"])).toMatchObject({ fixture: "/work/f/a.fixture.json" });
  expect(run(["--fixture", "a.fixture.json", "--server", "http://127.0.0.1:1/mcp"])).toMatchObject({
    fixture: "/work/a.fixture.json",
    server: "http://127.0.0.1:1/mcp",
  });
  expect(run(["--junit", "out/j.xml", "--screenshots", "shots", "--", "x"])).toMatchObject({
    junit: "/work/out/j.xml",
    screenshots: "/work/shots",
  });
});

it("takes --profiles all: every built-in profile, the legacy window.openai-only ChatGPT too", () => {
  expect(run(["--profiles", "all", "--", "x"]).profiles).toEqual(PROFILES.map((p) => p.id));
  expect(run(["--profiles", "all", "--", "x"]).profiles).toContain("chatgpt-openai");
});

it("refuses bad usage in one sentence", () => {
  expect(error([])).toBe("Which MCP server? Pass --server <url> or -- <command…> that starts it on stdio, or --fixture <file>");
  expect(error(["--fixture", "f.json", "--tool", "a"])).toBe("--fixture gives the tool and its arguments: drop --tool and --args");
  expect(error(["--fixture", "f.json", "--args", "{}"])).toBe("--fixture gives the tool and its arguments: drop --tool and --args");
  expect(error(["--fixture", ""])).toMatch(/^--fixture needs a path/);
  expect(error(["--server", "x", "--", "node"])).toBe("Pass --server <url> or -- <command…>, not both");
  expect(error(["--server", "nope"])).toMatch(/^--server "nope" is not a URL/);
  expect(error(["--profiles", "claude,bard", "--", "x"])).toMatch(/^--profiles: "bard" is not one of default, claude/);
  expect(error(["--modes", "", "--", "x"])).toBe("--modes needs at least one of inline, fullscreen, pip");
  expect(error(["--args", "[1]", "--", "x"])).toMatch(/^--args must be a JSON object/);
  expect(error(["--args", "{", "--", "x"])).toMatch(/^--args is not JSON: /);
  expect(error(["run", "--", "x"])).toBe('Unexpected "run": a stdio server\'s command goes after --');
  expect(error(["--", "x", "--help"])).toBe("run");
  expect(error(["--help"])).toBe("help");
});

it("finds the browser: --browser, then the variables, then PATH, then the usual place; else how to install one", () => {
  const files = new Set(["/opt/c", "/usr/bin/chromium", "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"]);
  const isFile = (p: string) => files.has(p);
  expect(findBrowser({ flag: "/opt/c", env: { CHROME_PATH: "/x" }, isFile })).toEqual({ path: "/opt/c", from: "--browser" });
  expect(findBrowser({ flag: "/nope", isFile })).toEqual({ error: "--browser /nope: there is no such file" });
  expect(findBrowser({ env: { CHROME_PATH: "/opt/c", PATH: "/usr/bin" }, isFile })).toEqual({ path: "/opt/c", from: "CHROME_PATH" });
  expect(findBrowser({ env: { MCP_VIEW_BROWSER: "/gone", CHROME_PATH: "/opt/c" }, isFile })).toEqual({
    error: "MCP_VIEW_BROWSER=/gone: there is no such file",
  });
  expect(findBrowser({ env: { PATH: "/bin:/usr/bin" }, platform: "linux", isFile })).toEqual({ path: "/usr/bin/chromium", from: "PATH" });
  expect(findBrowser({ env: { PATH: "" }, platform: "darwin", isFile })).toEqual({
    path: "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    from: "its usual place",
  });
  const none = findBrowser({ env: {}, platform: "linux", isFile });
  expect(none).toEqual({ error: expect.stringMatching(/downloads none: .*apt-get install -y chromium.*--browser <path>/) });
});

const row = (over: Partial<MatrixCase>): MatrixCase => ({
  ...{ tool: "show", profile: "claude", label: "Claude-like", theme: "light", mode: "inline", status: "passed" },
  ...{ rendered: true, errors: 0, csp: 0, refused: 0, seconds: 0.5, handshakeMs: 40, size: { width: 720, height: 90 } },
  ...over,
});

it("writes JUnit XML that parses, one testcase per row, with hostile text escaped", () => {
  const hostile = `</failure><script>alert(1)</script> ]]> "q" 'a' \u0000\u0007 \uD800 & done`;
  const xml = junitXml(
    [
      row({}),
      row({ profile: "goose", label: "Goose-like", status: "failed", reason: hostile, fix: "Fix <it>", screenshot: "/s/a&b.png" }),
      row({ tool: "other", status: "skipped", reason: "no pip" }),
    ],
    new Date(0),
  );
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  expect(
    [...doc.querySelectorAll("testsuite")].map((s) => [
      s.getAttribute("name"),
      s.getAttribute("tests"),
      s.getAttribute("failures"),
      s.getAttribute("skipped"),
    ]),
  ).toEqual([
    ["mcp-view matrix: show", "2", "1", "0"],
    ["mcp-view matrix: other", "1", "0", "1"],
  ]);
  const failure = doc.querySelector("failure")!;
  expect(failure.getAttribute("message")).toBe(`</failure><script>alert(1)</script> ]]> "q" 'a' \\x00\\x07  & done`);
  expect(failure.textContent).toContain("Fix: Fix <it>");
  expect(doc.querySelectorAll("script")).toHaveLength(0);
  expect(doc.querySelector("system-out")!.textContent).toBe("[[ATTACHMENT|/s/a&b.png]]");
  expect(doc.querySelector("skipped")!.getAttribute("message")).toBe("no pip");
  expect(xmlText("\uD83D\uDE00")).toBe("\uD83D\uDE00");
});

it("attaches each screenshot by its path relative to the JUnit file's directory, as CI runners resolve it", () => {
  const xml = junitXml(
    [row({ screenshot: "/ci/matrix/shots/a&b.png" }), row({ theme: "dark", screenshot: "/ci/elsewhere/c.png" })],
    new Date(0),
    { dir: "/ci/matrix" },
  );
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect([...doc.querySelectorAll("system-out")].map((s) => s.textContent)).toEqual([
    "[[ATTACHMENT|shots/a&b.png]]",
    "[[ATTACHMENT|../elsewhere/c.png]]",
  ]);
});

it("writes each tool not called as a testsuite of one skipped testcase that says why", () => {
  const xml = junitXml([row({})], new Date(0), {
    notCalled: [{ tool: "book_flight", reason: 'app-only (_meta.ui.visibility ["app"]): only its view calls it' }],
  });
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  expect(doc.querySelector("testsuites")!.getAttribute("tests")).toBe("2");
  const suite = doc.querySelectorAll("testsuite")[1]!;
  expect(["name", "tests", "failures", "skipped"].map((a) => suite.getAttribute(a))).toEqual([
    "mcp-view matrix: book_flight",
    "1",
    "0",
    "1",
  ]);
  expect(suite.querySelector("testcase")!.getAttribute("name")).toBe("not called");
  expect(suite.querySelector("skipped")!.getAttribute("message")).toBe(
    'book_flight (not called): app-only (_meta.ui.visibility ["app"]): only its view calls it; name it with --tool to call it',
  );
});

it("writes an HTML report where nothing runs: text escaped, images inlined, a CSP that allows only them", () => {
  const page = htmlReport(
    [
      row({ status: "failed", reason: "<img src=x onerror=alert(1)>", screenshot: "/a.png" }),
      row({ label: "<b>x</b>", screenshot: "/gone.png" }),
    ],
    (path) => (path === "/a.png" ? Buffer.from("PNG!") : undefined),
  );
  const doc = new DOMParser().parseFromString(page, "text/html");
  expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute("content")).toBe(
    "default-src 'none'; img-src data:; style-src 'unsafe-inline'",
  );
  expect([...doc.querySelectorAll("img")].map((i) => i.getAttribute("src"))).toEqual([
    `data:image/png;base64,${Buffer.from("PNG!").toString("base64")}`,
  ]);
  expect(doc.querySelector("figure.failed p")!.textContent).toBe("<img src=x onerror=alert(1)>");
  expect(doc.querySelectorAll("script")).toHaveLength(0);
  expect([...doc.querySelectorAll("b")].map((b) => b.textContent)).toEqual(["failed", "passed"]);
  expect(doc.querySelectorAll("figcaption")[1]!.textContent).toBe("passed <b>x</b> · light · inline");
  expect(doc.querySelector("figure:not(.failed) .none")!.textContent).toBe("no screenshot");
});

it("writes a tool not called on one line, whatever its name holds", () => {
  const line = notCalled({ tool: "book\n::error title=forged::x\u001b[2J", reason: "app-only" });
  expect(line).toBe("book\\n::error title=forged::x\\x1b[2J (not called): app-only; name it with --tool to call it");
  expect(line).not.toMatch(/[\u0000-\u001f]/);
});
