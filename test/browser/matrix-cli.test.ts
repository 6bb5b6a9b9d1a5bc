// @vitest-environment node
// `mcp-view matrix`, the built command, in Chromium, on the small stdio server of
// test/playground/fixtures (its view from a file, its tool calls counted in a file): with the
// default profiles a view that throws under Claude only fails exactly Claude's rows, with their
// reasons, and exits 1; JUnit has one testcase per row, attaching its PNG by a relative path, and
// there is one PNG per row; the tool is called once for all the rows. With --profiles, --modes and a
// view that works everywhere it exits 0. With --tools risky, the tools it must not call unasked are
// not called (the calls counted in a file) but listed; a view taller than the viewport is
// photographed whole. A tool whose call elicits: the headless host answers with the form's
// defaults (else declines), and the view the request names gets rows of its own under the tool.
// Without a browser, or with a bad flag, 2.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Window } from "happy-dom";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEFAULT_PROFILES } from "../../playground/cli/matrix-args.js";
import { PROFILES } from "../../playground/host/session/profiles.js";
import { CHROMIUM_PATH, describeBrowser, globalView, SLOW } from "./support.js";

const CLI = fileURLToPath(new URL("../../dist/cli/mcp-view.js", import.meta.url));
const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const ELICIT = fileURLToPath(new URL("../playground/fixtures/elicit-server.mjs", import.meta.url));

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command to its end (it stops its stdio server itself); killed if it outlives `SLOW`. */
function matrix(args: string[], env: Record<string, string | undefined> = {}): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, "matrix", ...args],
      { timeout: SLOW, env: { ...process.env, MCP_VIEW_BROWSER: CHROMIUM_PATH, ...env }, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const view = globalView;

const testcases = (xml: string) => {
  const doc = new new Window().DOMParser().parseFromString(xml, "application/xml");
  return [...doc.querySelectorAll("testcase")].map((c) => ({
    name: c.getAttribute("name"),
    failure: c.querySelector("failure")?.getAttribute("message") ?? c.querySelector("skipped")?.getAttribute("message") ?? undefined,
    attachment: /\[\[ATTACHMENT\|(.*)\]\]/.exec(c.querySelector("system-out")?.textContent ?? "")?.[1],
  }));
};

describeBrowser("mcp-view matrix, the built command", () => {
  let dir: string;
  let broken: string;
  let fine: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-matrix-cli-"));
    broken = view(
      dir,
      "broken",
      `const app = new McpView.App({ name: "broken", version: "1.0.0" });
app.ontoolresult = ({ structuredContent }) => {
  if (app.getHostVersion()?.name === "Claude") throw new Error("no Claude here");
  document.body.append(String(structuredContent?.city));
};
app.connect();`,
    );
    fine = view(dir, "fine", `new McpView.App({ name: "fine", version: "1.0.0" }).connect();`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "fails exactly the rows of the host the view breaks under, with reasons; one testcase and one PNG per row; one call",
    async () => {
      const out = join(dir, "broken-out");
      const calls = join(dir, "calls.txt");
      const ran = await matrix([
        ...["--junit", join(out, "junit.xml"), "--screenshots", join(out, "shots")],
        ...["--", process.execPath, SERVER, "--stdio", "--html", broken, "--calls-file", calls],
      ]);
      expect(ran.stderr).toBe("");
      expect(ran.code).toBe(1);
      const rows = DEFAULT_PROFILES.length * 2;
      expect(DEFAULT_PROFILES).not.toContain("chatgpt-openai");
      const cases = testcases(readFileSync(join(out, "junit.xml"), "utf8"));
      expect(cases).toHaveLength(rows);
      const claude = PROFILES.find((p) => p.id === "claude")!.label;
      expect(cases.filter((c) => c.failure).map((c) => c.name)).toEqual([`${claude} · light · inline`, `${claude} · dark · inline`]);
      expect(cases.find((c) => c.failure)!.failure).toContain("no Claude here");
      expect(ran.stdout).toMatch(/FAIL {2}show_weather · Claude-like · light · inline: 1 error, the first: .*no Claude here\n {6}fix: /);
      expect(ran.stdout).toContain(`${rows} rows of 1 tool (each called once): ${rows - 2} passed, 2 failed, 0 skipped.`);
      const shots = readdirSync(join(out, "shots"));
      expect(shots.filter((f) => f.endsWith(".png"))).toHaveLength(rows);
      // Attached by their paths relative to the JUnit file's directory, as CI runners resolve them.
      for (const c of cases)
        expect([isAbsolute(c.attachment!), readFileSync(join(out, c.attachment!)).subarray(1, 4).toString()]).toEqual([false, "PNG"]);
      expect(readFileSync(calls, "utf8").trim().split("\n")).toEqual(["show_weather"]);
    },
    SLOW,
  );

  it(
    "exercises a tool whose call elicits: answered with the form's defaults (else declined), the view the request names in rows of its own",
    async () => {
      const [answers, calls, junit] = [join(dir, "elicit-answers"), join(dir, "elicit-calls"), join(dir, "elicit.xml")];
      const ran = await matrix([
        ...["--profiles", "default,chatgpt-openai", "--themes", "light", "--tool", "show_order", "--tool", "ask_plain", "--junit", junit],
        ...["--", process.execPath, ELICIT, "--answers-file", answers, "--calls-file", calls],
      ]);
      expect(ran.stderr).toBe("");
      expect(ran.code).toBe(1); // ask_plain's view does not opt in
      expect(ran.stdout.split("\n").filter((line) => line.startsWith("elicit"))).toEqual([
        'elicit  show_order: the server asked "Order a bicycle" through the view ui://elicit/form.html; accepted {"name":"Ada","quantity":1}: the form\'s defaults',
        'elicit  ask_plain: the server asked "Order form (ask_plain)" through the view ui://elicit/plain.html; declined: the form\'s defaults do not fit the request ("name" is required), and this host enters nothing itself',
      ]);
      const openai = PROFILES.find((p) => p.id === "chatgpt-openai")!.label;
      const host = PROFILES.find((p) => p.id === "default")!.label;
      const noElicitation = `${openai} speaks to views only through window.openai, which has no elicitation: the host's own form asks instead`;
      const cases = testcases(readFileSync(junit, "utf8")).map((c) => [c.name, c.failure]);
      expect(cases).toEqual([
        [`${host} · light · inline`, undefined],
        [`${openai} · light · inline`, expect.stringMatching(/^not rendered/)], // the hand-made view speaks no window.openai
        [`elicitation view ui://elicit/form.html · ${host} · light · inline`, undefined],
        [`elicitation view ui://elicit/form.html · ${openai} · light · inline`, noElicitation],
        [
          `elicitation view ui://elicit/plain.html · ${host} · light · inline`,
          expect.stringMatching(/^the elicitation's view did not opt in: /),
        ],
        [`elicitation view ui://elicit/plain.html · ${openai} · light · inline`, noElicitation],
      ]);
      expect(ran.stdout).toMatch(/\n {6}fix: Declare that the view renders elicitations: elicitationOf\(app\) before app\.connect\(\)/);
      expect(ran.stdout).toContain("6 rows of 2 tools (each called once): 2 passed, 2 failed, 2 skipped.");
      // Each tool called once; the server heard the headless answers; the form's tools/call reached it from its one row.
      expect(
        readFileSync(answers, "utf8")
          .trim()
          .split("\n")
          .map((l) => JSON.parse(l)),
      ).toEqual([{ action: "accept", content: { name: "Ada", quantity: 1 } }, { action: "decline" }]);
      expect(readFileSync(calls, "utf8")).toBe("stock\n");
    },
    SLOW,
  );

  it(
    "exits 0 when every row passes, with --profiles and --modes; a mode a profile does not offer is a skipped row",
    async () => {
      const junit = join(dir, "fine.xml");
      const report = join(dir, "report", "matrix.html");
      const ran = await matrix([
        ...["--report", report],
        ...["--profiles", "default,vscode", "--themes", "dark", "--modes", "inline,fullscreen", "--junit", junit],
        ...["--", process.execPath, SERVER, "--stdio", "--html", fine],
      ]);
      expect(ran.stderr).toBe("");
      expect(ran.code).toBe(0);
      expect(testcases(readFileSync(junit, "utf8")).map((c) => [c.name, c.failure])).toEqual([
        ["Test host (every capability) · dark · inline", undefined],
        ["Test host (every capability) · dark · fullscreen", undefined],
        ["VS Code-like · dark · inline", undefined],
        ["VS Code-like · dark · fullscreen", "VS Code-like offers no fullscreen display mode (it offers inline)"],
      ]);
      expect(ran.stdout).toContain(
        "skip  show_weather · VS Code-like · dark · fullscreen: VS Code-like offers no fullscreen display mode (it offers inline)",
      );
      expect(ran.stdout).toContain("4 rows of 1 tool (each called once): 3 passed, 0 failed, 1 skipped.");
      // The report alone: its screenshots inlined, none left on disk for JUnit to name.
      const page = new new Window().DOMParser().parseFromString(readFileSync(report, "utf8"), "text/html");
      expect([...page.querySelectorAll("figure")].map((f) => f.className)).toEqual(["passed", "passed", "passed", "skipped"]);
      expect([...page.querySelectorAll("img")].map((i) => i.getAttribute("src")!.slice(0, 22))).toEqual(
        Array(3).fill("data:image/png;base64,"),
      );
      expect(page.querySelectorAll("script")).toHaveLength(0);
      expect(readFileSync(junit, "utf8")).not.toContain("ATTACHMENT");
    },
    SLOW,
  );

  it(
    "--fixture with no server: the rows replay the fixture's result in its locale, and its mock answers the view's call",
    async () => {
      // The view fails its row unless the result, the locale and the mocked call are the fixture's.
      view(
        dir,
        "checks",
        `const app = new McpView.App({ name: "checks", version: "1.0.0" });
app.ontoolresult = async ({ structuredContent }) => {
  if (structuredContent?.temp !== -3) throw new Error("not the fixture's result: " + JSON.stringify(structuredContent));
  if (app.getHostContext()?.locale !== "nb-NO") throw new Error("not the fixture's locale: " + app.getHostContext()?.locale);
  const answer = await app.callServerTool({ name: "get_time", arguments: { zone: "Europe/Oslo" } });
  document.body.append(answer.content[0].text);
};
app.connect();`,
      );
      const file = join(dir, "show_weather.fixture.json");
      writeFileSync(
        file,
        JSON.stringify({
          tool: "show_weather",
          arguments: { city: "Oslo" },
          result: { content: [{ type: "text", text: "-3" }], structuredContent: { temp: -3 } },
          hostContext: { locale: "nb-NO", timeZone: "Europe/Oslo" },
          resource: { uri: "ui://tiny/weather.html", file: "checks.html" },
          mocks: [{ tool: "get_time", when: { zone: "Europe/Oslo" }, result: { content: [{ type: "text", text: "12:00" }] } }],
        }),
      );
      const junit = join(dir, "fixture.xml");
      const ran = await matrix(["--fixture", file, "--profiles", "default,claude", "--themes", "light", "--junit", junit]);
      expect(ran.stderr).toBe("");
      expect([ran.code, ran.stdout]).toEqual([
        0,
        expect.stringContaining("2 rows of 1 tool (each called once): 2 passed, 0 failed, 0 skipped."),
      ]);
      expect(testcases(readFileSync(junit, "utf8")).map((c) => c.failure)).toEqual([undefined, undefined]);
      // The same fixture with a mock that answers another zone: the view's call fails, and so do the rows.
      writeFileSync(file, readFileSync(file, "utf8").replace('"when":{"zone":"Europe/Oslo"}', '"when":{"zone":"UTC"}'));
      const missed = await matrix(["--fixture", file, "--profiles", "default", "--themes", "light"]);
      expect(missed.code).toBe(1);
      expect(missed.stdout).toContain("No fixture answers get_time");
      const bad = await matrix(["--fixture", join(dir, "fine.html")]);
      expect([bad.code, bad.stderr]).toEqual([2, expect.stringMatching(/fine\.html is not JSON: /)]);
    },
    SLOW,
  );

  it(
    "calls no app-only, destructive or writing tool unasked and says why, in the terminal and in JUnit; calls one named with --tool",
    async () => {
      const calls = join(dir, "risky-calls.txt");
      const junit = join(dir, "risky.xml");
      const server = ["--", process.execPath, SERVER, "--stdio", "--tools", "risky", "--html", fine, "--calls-file", calls];
      const ran = await matrix(["--profiles", "default", "--themes", "light", "--junit", junit, ...server]);
      expect([ran.code, ran.stderr]).toEqual([0, ""]);
      expect(ran.stdout.split("\n").filter((line) => line.startsWith("skip"))).toEqual([
        'skip  book_flight (not called): app-only (_meta.ui.visibility ["app"]): only its view calls it, with arguments only the view has; name it with --tool to call it',
        "skip  delete_city (not called): annotated destructiveHint: true: a call may destroy data; name it with --tool to call it",
        "skip  save_city (not called): annotated readOnlyHint: false: a call may change data; name it with --tool to call it",
      ]);
      expect(ran.stdout).toContain("1 rows of 1 tool (each called once): 1 passed, 0 failed, 0 skipped; 3 tools not called.");
      expect(readFileSync(calls, "utf8")).toBe("show_weather\n");
      expect(testcases(readFileSync(junit, "utf8")).map((c) => [c.name, c.failure?.split(" (")[0]])).toEqual([
        ["Test host (every capability) · light · inline", undefined],
        ["not called", "book_flight"],
        ["not called", "delete_city"],
        ["not called", "save_city"],
      ]);
      const named = await matrix([
        "--tool",
        "book_flight",
        "--tool",
        "delete_city",
        "--profiles",
        "default",
        "--themes",
        "light",
        ...server,
      ]);
      expect([named.code, named.stdout]).toEqual([
        0,
        expect.stringContaining("2 rows of 2 tools (each called once): 2 passed, 0 failed, 0 skipped.\n"),
      ]);
      expect(readFileSync(calls, "utf8")).toBe("show_weather\nbook_flight\ndelete_city\n");
    },
    3 * SLOW,
  );

  it(
    "photographs the whole of a view taller than the host's maxHeight and the browser's viewport",
    async () => {
      const tall = view(
        dir,
        "tall",
        `document.body.style.margin = "0";
document.body.innerHTML = '<div style="height:1000px;background:linear-gradient(red,blue)">tall</div>';
new McpView.App({ name: "tall", version: "1.0.0" }).connect();`,
      );
      const shots = join(dir, "tall-shots");
      const ran = await matrix([
        "--profiles",
        "claude",
        "--themes",
        "light",
        "--screenshots",
        shots,
        "--",
        process.execPath,
        SERVER,
        "--stdio",
        "--html",
        tall,
      ]);
      expect([ran.code, ran.stderr]).toEqual([0, ""]);
      expect(ran.stdout).toMatch(/ × 1000, /);
      const [png] = readdirSync(shots).map((f) => readFileSync(join(shots, f)));
      // The PNG's header holds its width and height, 4 bytes each from byte 16; Claude's maxHeight is 640.
      expect(PROFILES.find((p) => p.id === "claude")!.maxHeight).toBeLessThan(800);
      expect(png!.readUInt32BE(20)).toBe(1000);
    },
    SLOW,
  );

  it(
    "marks the rows a disputed fact bears on, with every side: ChatGPT's pip row, every row of Cursor's",
    async () => {
      const junit = join(dir, "disputed.xml");
      const ran = await matrix([
        "--profiles",
        "chatgpt,cursor",
        "--themes",
        "light",
        "--modes",
        "pip",
        "--junit",
        junit,
        "--",
        process.execPath,
        SERVER,
        "--stdio",
      ]);
      expect([ran.code, ran.stderr]).toEqual([0, ""]);
      const lines = ran.stdout.split("\n");
      const chatgpt = lines.findIndex((line) => line.startsWith("skip  show_weather · ChatGPT-like · light · pip"));
      expect(lines[chatgpt + 1]).toMatch(
        /^ {6}disputed: displayModes: pip, disputed \(this profile plays no pip\): no pip \(https:\/\/github\.com\/openai\/mcp-extensions\/blob\/main\/docs\/spec\.md, 2026-12-02\); pip offered/,
      );
      const cursor = lines.findIndex((line) => line.startsWith("skip  show_weather · Cursor-like · light · pip"));
      expect(lines[cursor + 1]).toMatch(
        /^ {6}disputed: hostCapabilities: updateModelContext, disputed \(this profile plays not advertised\): carried out/,
      );
      const outs = [...readFileSync(junit, "utf8").matchAll(/<system-out>([^<]*)<\/system-out>/g)].map((m) => m[1]);
      expect(outs).toEqual([
        expect.stringMatching(/^Disputed: displayModes: pip, /),
        expect.stringMatching(/^Disputed: hostCapabilities: updateModelContext, /),
      ]);
    },
    SLOW,
  );

  it("exits 2 on bad usage and without a browser, in one sentence, downloading nothing", async () => {
    const bad = await matrix(["--themes", "blue", "--", process.execPath, SERVER, "--stdio"]);
    expect([bad.code, bad.stderr.split("\n")[0]]).toEqual([2, '--themes: "blue" is not one of light, dark']);
    const none = await matrix(["--", process.execPath, SERVER, "--stdio"], {
      MCP_VIEW_BROWSER: undefined,
      CHROME_PATH: undefined,
      PUPPETEER_EXECUTABLE_PATH: undefined,
      PATH: dir,
    });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^mcp-view matrix found no Chromium or Chrome and downloads none: .*--browser <path>.*\n$/);
    const gone = await matrix(["--browser", join(dir, "no-chrome"), "--", process.execPath, SERVER, "--stdio"]);
    expect([gone.code, gone.stderr]).toEqual([2, `--browser ${join(dir, "no-chrome")}: there is no such file\n`]);
  });
});
