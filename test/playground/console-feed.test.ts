// @vitest-environment node
// The page's side of a view's captured console: the feed takes at most MAX_PER_FRAME entries (and
// the "dropped" note) from each frame window, whatever the frame sends, and hands each to the
// Console (the view-console event), the run and the terminal; the diagnostics give one line per
// kind, and a handshake that never came the view's first error as its reason.
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { ConsoleHeard, silentHandshake } from "../../playground/host/session/console-diagnostics.js";
import { createConsoleFeed } from "../../playground/host/session/console-feed.js";
import { createSessionEvents, type Diagnostic } from "../../playground/host/session/events.js";
import { MAX_PER_FRAME, whereOf, type ConsoleReport, type ViewConsoleEntry } from "../../playground/shared/view-console.js";

const uncaught: ViewConsoleEntry = { kind: "uncaught", text: "TypeError: x is undefined", file: "main.js", line: 12 };

describe("the console feed", () => {
  it("hands each entry to the Console, the run and the terminal, at most MAX_PER_FRAME + 1 per frame window", async () => {
    const events = createSessionEvents();
    const shown: string[] = [];
    events.addEventListener("view-console", ({ tool, entry }) => shown.push(`${tool}: ${entry.text}`));
    const noted: ViewConsoleEntry[] = [];
    const posted: ConsoleReport[] = [];
    const feed = createConsoleFeed(events, (report) => (posted.push(report), Promise.resolve(report.entry)));
    const run = {
      tool: { name: "show_orders" },
      frameUrl: "http://127.0.0.1:9/frame/a",
      noteConsole: (entry: ViewConsoleEntry) => noted.push(entry),
    };
    const [frame, other] = [{}, {}];
    for (let i = 0; i < MAX_PER_FRAME * 2; i++) feed(run, frame, { kind: "console-warn", text: `w${i}` });
    feed(run, other, uncaught);
    await vi.waitFor(() => expect(shown.length).toBe(MAX_PER_FRAME + 2));
    expect(shown.at(-1)).toBe("show_orders: TypeError: x is undefined");
    expect(noted.length).toBe(MAX_PER_FRAME + 2);
    expect(posted.at(-1)).toEqual({ tool: "show_orders", entry: uncaught, frame: "http://127.0.0.1:9/frame/a" });
  });

  it("shows the entry the server read through the frame's source maps, in the order the frame sent them, and notes it for that frame", async () => {
    const events = createSessionEvents();
    const shown: ViewConsoleEntry[] = [];
    events.addEventListener("view-console", ({ entry }) => shown.push(entry));
    const noted: Array<[string, string | undefined]> = [];
    const answers: Array<() => void> = [];
    const read = (report: ConsoleReport) =>
      new Promise<ViewConsoleEntry>((resolve) => answers.push(() => resolve({ ...report.entry, file: "src/Greeter.tsx", line: 12 })));
    const feed = createConsoleFeed(events, read);
    const run = {
      tool: { name: "greet" },
      frameUrl: "http://127.0.0.1:9/frame/a",
      noteConsole: (e: ViewConsoleEntry, url?: string) => noted.push([e.text, url]),
    };
    feed(run, {}, { kind: "uncaught", text: "first", file: "inline", line: 18 });
    feed(run, {}, { kind: "uncaught", text: "second", file: "inline", line: 19 });
    answers[1]!();
    answers[0]!();
    await vi.waitFor(() =>
      expect(shown.map((e) => `${e.text} ${whereOf(e)}`)).toEqual(["first src/Greeter.tsx:12", "second src/Greeter.tsx:12"]),
    );
    expect(noted).toEqual([
      ["first", "http://127.0.0.1:9/frame/a"],
      ["second", "http://127.0.0.1:9/frame/a"],
    ]);
  });
});

describe("the console feed, when noting an entry throws", () => {
  it("still shows the entries after it, and throws the error in a microtask of its own", async () => {
    const later: Array<() => void> = [];
    const spy = vi.spyOn(globalThis, "queueMicrotask").mockImplementation((fn) => void later.push(fn));
    onTestFinished(() => spy.mockRestore());
    const events = createSessionEvents();
    const shown: string[] = [];
    events.addEventListener("view-console", ({ entry }) => shown.push(entry.text));
    const feed = createConsoleFeed(events, (report) => Promise.resolve(report.entry));
    const noteConsole = (entry: ViewConsoleEntry) => {
      if (entry.text === "first") throw new Error("noting failed");
    };
    feed({ tool: { name: "greet" }, frameUrl: undefined, noteConsole }, {}, { kind: "console-warn", text: "first" });
    feed({ tool: { name: "greet" }, frameUrl: undefined, noteConsole }, {}, { kind: "console-warn", text: "second" });
    await vi.waitFor(() => expect(shown).toEqual(["first", "second"]));
    expect(later.length).toBe(1);
    expect(later[0]!).toThrow("noting failed");
  });
});

describe("the console's diagnostics", () => {
  function heard(openai = false) {
    const events = createSessionEvents();
    const lines: Diagnostic[] = [];
    events.addEventListener("diagnostic", (line) => lines.push(line));
    const host = { initialized: false };
    return { lines, host, heard: new ConsoleHeard(events, host, { openai, graceMs: 3000 }) };
  }

  it("names a throwing handler once, and an uncaught error", () => {
    const { lines, heard: h } = heard();
    h.note({ kind: "app-error", text: "A toolresult handler threw: boom" });
    h.note({ kind: "app-error", text: "A toolresult handler threw: again" });
    h.note({ kind: "console-warn", text: "not a diagnostic" });
    h.note(uncaught);
    expect(lines.map((l) => [l.key, l.severity, l.title])).toEqual([
      ["app-error", "error", "A toolresult handler threw: boom"],
      ["uncaught", "error", "The view threw: TypeError: x is undefined (main.js:12)"],
    ]);
  });

  it("says what an uncaught error stopped: the rest of a script while the page first ran it, else the one call", () => {
    const [first, later] = [heard(), heard()];
    first.heard.note({ ...uncaught, loading: true });
    later.heard.note({ ...uncaught, loading: false });
    expect(first.lines[0]!.detail).toMatch(
      /^An uncaught error while the page first ran its scripts: the rest of that script did not run\./,
    );
    expect(later.lines[0]!.detail).toMatch(/^An uncaught error in code that ran later .*: that call stopped where it threw/);
    expect(later.lines[0]!.detail).not.toContain("the rest of that script");
  });

  it("words a binding subscriber's failure as the author's code, and leaves a handler's as the App says it", () => {
    const { lines, heard: h } = heard();
    h.note({ kind: "app-error", text: "A subscriber handler threw: Cannot read properties of undefined (reading 'today')" });
    expect(lines[0]!.title).toBe("Rendering the App's new state threw: Cannot read properties of undefined (reading 'today')");
    expect(lines[0]!.detail).toMatch(/^A component, memo or effect that reads the App's state/);
    expect(lines[0]!.title + lines[0]!.detail).not.toContain("subscriber handler");
  });

  /** The lines of a ConsoleHeard whose view reports the heights `before`, then logs a console.error, then reports `after`. */
  function logged(before: number[], after: number[]) {
    const events = createSessionEvents();
    const lines: Diagnostic[] = [];
    events.addEventListener("diagnostic", (line) => lines.push(line));
    const h = new ConsoleHeard(events, { initialized: true }, { openai: false, graceMs: 3000 });
    for (const height of before) events.dispatch("view-size", { height });
    h.note({ kind: "console-error", text: "TypeError: Cannot read properties of undefined (reading 'today')" });
    for (const height of after) events.dispatch("view-size", { height });
    return lines.map((l) => [l.key, l.severity, l.title]);
  }

  it("makes a console.error a problem when the view has not rendered, or shrinks after it, with its text; else leaves it to the Console", () => {
    const text = "TypeError: Cannot read properties of undefined (reading 'today')";
    expect(logged([], [40])).toEqual([["console-error", "error", `The view logged an error before it rendered: ${text}`]]);
    expect(logged([112], [32])).toEqual([["console-error", "error", `The view logged an error, then shrank from 112 to 32 px: ${text}`]]);
    expect(logged([112], [180])).toEqual([]);
    expect(logged([112], [])).toEqual([]);
  });

  it("gives the first error before the handshake as the reason it never came, also when it arrives after the grace", () => {
    const early = heard();
    early.heard.note(uncaught);
    early.heard.reportSilent();
    expect(early.lines.at(-1)).toMatchObject({
      key: "handshake",
      severity: "error",
      title: "No ui/initialize 3 s after the frame loaded: the view's script threw TypeError: x is undefined (main.js:12)",
    });
    const late = heard();
    late.heard.reportSilent();
    expect(late.lines.at(-1)?.title).toBe("No ui/initialize 3 s after the frame loaded");
    late.heard.note({ kind: "rejection", text: "Error: down" });
    expect(late.lines.at(-1)).toMatchObject({
      key: "handshake",
      title: "No ui/initialize 3 s after the frame loaded: the view's script threw Error: down",
    });
  });

  it("leaves the handshake alone once the view connected", () => {
    const { lines, host, heard: h } = heard();
    host.initialized = true;
    h.note(uncaught);
    expect(lines.map((l) => l.key)).toEqual(["uncaught"]);
  });

  it("without an error, points at the Console tab, not the browser console", () => {
    expect(silentHandshake(3, undefined).detail).toContain("the Console tab");
    expect(silentHandshake(3, undefined).detail).not.toContain("browser console");
  });
});
