// @vitest-environment node
// The console capture injected into each view's frame, run on a fake window: what it posts for
// console.error/.warn (arguments formatted safely, the originals still called), uncaught errors,
// rejections and an App's reported errors (through the devtools hook), its caps on length and count,
// and the page's guard, which accepts only well-formed entries within the caps whatever a frame sends.
import { describe, expect, it, vi } from "vitest";
import { CAPTURE_SOURCE, CONSOLE_CAPTURE } from "../../playground/server/console-capture.js";
import { injectListener } from "../../playground/server/inject-listener.js";
import {
  entryText,
  headline,
  isConsoleReport,
  isViewConsoleMessage,
  MAX_PER_FRAME,
  MAX_PER_SECOND,
  MAX_STACK,
  MAX_TEXT,
  VIEW_CONSOLE_MESSAGE,
  whereOf,
} from "../../playground/shared/view-console.js";

type Listener = (event: unknown) => void;

/** A window with what the capture touches, the capture run on it. */
function frame(readyState = "complete") {
  const posted: Record<string, unknown>[] = [];
  const listeners: Record<string, Listener[]> = {};
  const original = { error: vi.fn(), warn: vi.fn() };
  const w = {
    parent: { postMessage: (message: Record<string, unknown>) => posted.push(message) },
    console: { ...original },
    location: { href: "http://127.0.0.1:9/frames/abc" },
    document: { readyState },
    addEventListener: (type: string, fn: Listener) => (listeners[type] ??= []).push(fn),
  } as Record<string, unknown> & { console: { error: (...a: unknown[]) => void; warn: (...a: unknown[]) => void } };
  // Tests only: the capture is a classic script's source; this runs it as the frame would.
  (new Function(`return ${CAPTURE_SOURCE}`)() as (win: unknown) => void)(w);
  const fire = (type: string, event: unknown) => listeners[type]?.forEach((fn) => fn(event));
  return { w, posted, original, fire };
}

describe("the console capture", () => {
  it("forwards console.error with its arguments formatted, and still calls the original", () => {
    const { w, posted, original } = frame();
    const circular: Record<string, unknown> = { a: 1 };
    circular.self = circular;
    const error = new TypeError("x is undefined");
    w.console.error("Failed:", circular, error, () => {}, 10n, undefined);
    expect(original.error).toHaveBeenCalledWith("Failed:", circular, error, expect.any(Function), 10n, undefined);
    expect(posted).toEqual([
      {
        type: VIEW_CONSOLE_MESSAGE,
        kind: "console-error",
        text: 'Failed: {"a":1,"self":"[Circular]"} TypeError: x is undefined [Function anonymous] 10 undefined',
        stack: error.stack,
        loading: false,
      },
    ]);
    expect(isViewConsoleMessage(posted[0])).toBe(true);
  });

  it("applies format specifiers, and never throws for values that cannot be formatted", () => {
    const { w, posted, original } = frame();
    const hostile = {
      toJSON() {
        throw new Error("no");
      },
    };
    const proxy = new Proxy({}, { get: () => { throw new Error("trap"); }, ownKeys: () => { throw new Error("trap"); } }); // prettier-ignore
    w.console.warn("%s has %d rows%c", "orders", "12", "color: red", hostile, proxy);
    expect(original.warn).toHaveBeenCalledTimes(1);
    expect(posted.map((m) => [m.kind, m.text])).toEqual([["console-warn", "orders has 12 rows [object Object] [object]"]]);
  });

  it("caps each entry's text and stack", () => {
    const { w, posted } = frame();
    const error = new Error("e");
    error.stack = "s".repeat(MAX_STACK * 2);
    w.console.error("x".repeat(MAX_TEXT * 3), error);
    expect((posted[0]!.text as string).length).toBe(MAX_TEXT);
    expect((posted[0]!.stack as string).length).toBe(MAX_STACK);
    expect(isViewConsoleMessage(posted[0])).toBe(true);
  });

  it("sends at most MAX_PER_SECOND entries a second, then one note that the rest were dropped", () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["Date"] });
    try {
      const { w, posted } = frame();
      for (let i = 0; i < MAX_PER_SECOND + 50; i++) w.console.error(`error ${i}`);
      expect(posted.length).toBe(MAX_PER_SECOND + 1);
      expect(posted.at(-1)).toMatchObject({ kind: "dropped" });
      vi.setSystemTime(1_001_000);
      w.console.error("a second later");
      expect(posted.at(-1)).toMatchObject({ kind: "console-error", text: "a second later" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends at most MAX_PER_FRAME entries in all", () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["Date"] });
    try {
      const { w, posted } = frame();
      for (let i = 0; i < MAX_PER_FRAME * 2; i++) {
        vi.setSystemTime(1_000_000 + i * 1000);
        w.console.warn(`warning ${i}`);
      }
      expect(posted.filter((m) => m.kind === "console-warn").length).toBe(MAX_PER_FRAME);
      expect(posted.filter((m) => m.kind === "dropped").length).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("forwards uncaught errors with file and line, thrown non-errors, and rejections", () => {
    const { posted, fire } = frame("loading");
    const error = new TypeError("x is undefined");
    fire("error", {
      message: "Uncaught TypeError: x is undefined",
      error,
      filename: "http://127.0.0.1:9/assets/main.js?v=2",
      lineno: 12,
      colno: 5,
    });
    fire("error", { message: "Uncaught boom", error: "boom", filename: "http://127.0.0.1:9/frames/abc", lineno: 3, colno: 1 });
    fire("error", { message: "Script error.", error: null, filename: "", lineno: 0, colno: 0 });
    fire("unhandledrejection", { reason: new Error("network down") });
    fire("unhandledrejection", { reason: { code: 7 } });
    expect(posted.map((m) => [m.kind, m.text, m.file, m.line, m.loading])).toEqual([
      ["uncaught", "TypeError: x is undefined", "main.js", 12, true],
      ["uncaught", "boom", "inline", 3, true],
      ["uncaught", "Script error.", undefined, undefined, true],
      ["rejection", "Error: network down", undefined, undefined, true],
      ["rejection", '{"code":7}', undefined, undefined, true],
    ]);
    expect(posted[0]!.stack).toBe(error.stack);
    expect(posted.every(isViewConsoleMessage)).toBe(true);
  });

  it("marks what happened while the page first ran its scripts, module scripts (before DOMContentLoaded) included", () => {
    const { w, posted, fire } = frame("interactive");
    w.console.error("while the module scripts run");
    fire("DOMContentLoaded", {});
    w.console.error("later");
    expect(posted.map((m) => [m.text, m.loading])).toEqual([
      ["while the module scripts run", true],
      ["later", false],
    ]);
  });

  it("defines the devtools hook, which listens to each App's error event; the view cannot replace it", () => {
    const { w, posted } = frame();
    const hook = w.__MCP_VIEW_DEVTOOLS__ as { appCreated(app: unknown): void };
    const listeners: Listener[] = [];
    hook.appCreated({ addEventListener: (type: string, fn: Listener) => type === "error" && listeners.push(fn) });
    hook.appCreated({}); // not an App: ignored
    const cause = new Error("render failed");
    listeners[0]!({ message: "A toolresult handler threw: render failed", stack: "AppError …", cause });
    expect(posted).toEqual([
      {
        type: VIEW_CONSOLE_MESSAGE,
        kind: "app-error",
        text: "A toolresult handler threw: render failed",
        stack: cause.stack,
        loading: false,
      },
    ]);
    expect(() => ((w as Record<string, unknown>).__MCP_VIEW_DEVTOOLS__ = {})).toThrow(TypeError);
    expect(w.__MCP_VIEW_DEVTOOLS__).toBe(hook);
  });

  it("runs first in the document, before the CSP listener and the view's scripts", () => {
    const html = injectListener('<!doctype html><html><head><script src="view.js"></script></head><body></body></html>');
    expect(html.indexOf(CONSOLE_CAPTURE)).toBeGreaterThan(0);
    expect(html.indexOf(CONSOLE_CAPTURE)).toBeLessThan(html.indexOf("securitypolicyviolation"));
    expect(CONSOLE_CAPTURE.slice(8, -9)).not.toMatch(/<\/script|<!--/i);
    expect(CONSOLE_CAPTURE, "one line: the view's line numbers stay its own").not.toContain("\n");
  });
});

describe("the page's guards", () => {
  const entry = { type: VIEW_CONSOLE_MESSAGE, kind: "uncaught", text: "TypeError: x", file: "main.js", line: 12, column: 5 };

  it("accept a well-formed entry", () => {
    expect(isViewConsoleMessage(entry)).toBe(true);
    expect(isConsoleReport({ tool: "show_orders", entry: { kind: "console-warn", text: "w" } })).toBe(true);
  });

  it.each([
    ["null", null],
    ["another type", { ...entry, type: "mcp-view-playground:csp-violation" }],
    ["an unknown kind", { ...entry, kind: "log" }],
    ["a text that is too long", { ...entry, text: "x".repeat(MAX_TEXT + 1) }],
    ["a stack that is too long", { ...entry, stack: "x".repeat(MAX_STACK + 1) }],
    ["a text that is not a string", { ...entry, text: { toString: (): string => "x" } }],
    ["a negative line", { ...entry, line: -1 }],
    ["a fractional column", { ...entry, column: 1.5 }],
    ["a loading flag that is not a boolean", { ...entry, loading: "yes" }],
    ["an array", [entry]],
  ])("reject %s", (_name, data) => {
    expect(isViewConsoleMessage(data)).toBe(false);
  });

  it("reject a report without a tool, or with a bad entry", () => {
    expect(isConsoleReport({ entry: { kind: "uncaught", text: "x" } })).toBe(false);
    expect(isConsoleReport({ tool: "t".repeat(201), entry: { kind: "uncaught", text: "x" } })).toBe(false);
    expect(isConsoleReport({ tool: "t", entry: { kind: "uncaught" } })).toBe(false);
  });

  it("read an entry as one headline and a place", () => {
    expect(headline({ kind: "uncaught", text: "TypeError: x is undefined" })).toBe("Uncaught TypeError: x is undefined");
    expect(headline({ kind: "app-error", text: "A toolresult handler threw: x" })).toBe("App error: A toolresult handler threw: x");
    expect(headline({ kind: "app-error", text: "A subscriber handler threw: x" })).toBe(
      "App error: Rendering the App's new state threw: x",
    );
    expect(entryText({ kind: "console-error", text: "A subscriber handler threw: x" })).toBe("A subscriber handler threw: x");
    expect(whereOf({ file: "main.js", line: 12 })).toBe("main.js:12");
    expect(whereOf({})).toBe("");
  });
});
