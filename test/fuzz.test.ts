// Fuzzes the inbound boundary: 12,000 seeded random and mutated messages through the real
// PostMessageTransport, from the parent at its pinned origin, from the parent at other origins, and
// from a stranger window. No exception escapes, no handler sees a forged or malformed message,
// onerror only gets AppError, and a valid message afterwards still works.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { App, AppError, syncHostStyles } from "../src/index.js";
import { forbidConsole } from "./support/console.js";
import { Fuzzer } from "./support/fuzz.js";
import { flush } from "./support/host.js";
import { HOST_ORIGIN, spyParent, stranger } from "./support/window.js";

forbidConsole();

// Deterministic by default; FUZZ_SEED and FUZZ_MESSAGES explore further without changing the test.
const MESSAGES = Number(process.env.FUZZ_MESSAGES ?? 12_000);
const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed_2026);

// ---- an oracle written independently of src/context.ts: what a handler may ever receive ----
const isJsonObject = (v: unknown): v is Record<string, unknown> => Object.prototype.toString.call(v) === "[object Object]";
const finite = (v: unknown) => typeof v === "number" && Number.isFinite(v);
const oneOf = (...values: string[]) => (v: unknown) => typeof v === "string" && values.includes(v);
const MODES = oneOf("inline", "fullscreen", "pip");
const FIELDS: Record<string, (v: unknown) => boolean> = {
  theme: oneOf("light", "dark"),
  displayMode: MODES,
  availableDisplayModes: (v) => Array.isArray(v) && v.every(MODES),
  platform: oneOf("web", "desktop", "mobile"),
  locale: (v) => typeof v === "string",
  timeZone: (v) => typeof v === "string",
  userAgent: (v) => typeof v === "string",
  containerDimensions: (v) => isJsonObject(v) && ["height", "maxHeight", "width", "maxWidth"].every((k) => v[k] === undefined || finite(v[k])),
  safeAreaInsets: (v) => isJsonObject(v) && ["top", "right", "bottom", "left"].every((k) => finite(v[k])),
  deviceCapabilities: (v) => isJsonObject(v) && ["touch", "hover"].every((k) => v[k] === undefined || typeof v[k] === "boolean"),
  toolInfo: (v) => isJsonObject(v) && isJsonObject(v.tool) && typeof v.tool.name === "string",
  styles: (v) =>
    isJsonObject(v) &&
    (v.variables === undefined || (isJsonObject(v.variables) && Object.values(v.variables).every((x) => x === undefined || typeof x === "string"))) &&
    (v.css === undefined || (isJsonObject(v.css) && (v.css.fonts === undefined || typeof v.css.fonts === "string"))),
};
const VALID = {
  toolinput: (p: unknown) => isJsonObject(p) && (p.arguments === undefined || isJsonObject(p.arguments)),
  toolresult: (p: unknown) => isJsonObject(p) && Array.isArray(p.content) && (p.structuredContent === undefined || isJsonObject(p.structuredContent)),
  toolcancelled: (p: unknown) => isJsonObject(p) && (p.reason === undefined || typeof p.reason === "string"),
  hostcontextchanged: (p: unknown) => isJsonObject(p) && Object.entries(p).every(([k, v]) => v === undefined || !Object.hasOwn(FIELDS, k) || FIELDS[k]!(v)),
};

let app: App;

afterEach(async () => {
  await app?.close();
  document.documentElement.removeAttribute("style");
  document.documentElement.removeAttribute("data-theme");
  document.getElementById("__mcp-host-fonts")?.remove();
});

describe("fuzzing the inbound boundary", () => {
  it(`survives ${MESSAGES} random and mutated messages from the parent and from strangers, and still works`, async () => {
    const parent = spyParent({ origin: HOST_ORIGIN });
    const add = vi.spyOn(window, "addEventListener");
    app = new App({ name: "fuzzed", version: "1.0.0" }, {}, { autoResize: false });
    syncHostStyles(app);
    const violations: string[] = [];
    const errors: unknown[] = [];
    let forged = false;
    let label = "";
    const guard = (name: string, valid: (p: unknown) => boolean) => (payload: unknown) => {
      if (forged) violations.push(`${name} saw a forged message: ${label}`);
      else if (!valid(payload)) violations.push(`${name} saw a malformed payload: ${label}`);
    };
    app.ontoolinput = guard("ontoolinput", VALID.toolinput);
    app.on("toolinputpartial", guard("toolinputpartial", VALID.toolinput));
    app.ontoolresult = guard("ontoolresult", VALID.toolresult);
    app.on("toolcancelled", guard("toolcancelled", VALID.toolcancelled));
    app.onhostcontextchanged = guard("onhostcontextchanged", VALID.hostcontextchanged);
    app.onteardown = (params) => (guard("onteardown", isJsonObject)(params), {});
    app.onerror = (error) => {
      if (forged) violations.push(`onerror for a forged message: ${label}`);
      errors.push(error);
    };
    app.registerTool("echo", { inputSchema: z.object({ text: z.string() }) }, ({ text }) => {
      if (typeof text !== "string") violations.push(`echo got ${typeof text}`);
      return { content: [{ type: "text", text }] };
    });
    await app.connect();
    await flush();
    const listener = add.mock.calls.find(([type]) => type === "message")![1] as (event: MessageEvent) => void;

    const fuzz = new Fuzzer(SEED);
    const escaped: unknown[] = [];
    const stats = { parent: 0, otherOrigin: 0, stranger: 0, valid: 0, mutated: 0, random: 0 };
    for (let i = 0; i < MESSAGES; i++) {
      const roll = fuzz.next();
      const kind = roll < 0.25 ? "valid" : roll < 0.7 ? "mutated" : "random";
      stats[kind]++;
      const data = structuredClone(kind === "valid" ? fuzz.valid() : kind === "mutated" ? fuzz.mutated() : fuzz.value(4));
      const channel = fuzz.next();
      const from = channel < 0.6 ? "parent" : channel < 0.8 ? "otherOrigin" : "stranger";
      stats[from]++;
      const source = from === "stranger" ? stranger : window;
      const origin = from === "otherOrigin" ? fuzz.pick(["null", "https://evil.example", "", "http://host.example", `${HOST_ORIGIN}:8443`]) : fuzz.chance(0.5) ? HOST_ORIGIN : "https://evil.example";
      forged = from !== "parent" || origin !== HOST_ORIGIN;
      label = `#${i} ${from} ${origin} ${kind}`;
      const posts = parent.posts.length;
      const snapshot = app.getSnapshot();
      try {
        listener(new MessageEvent("message", { data, source, origin }));
      } catch (error) {
        escaped.push([label, error]);
      }
      await flush(12);
      if (forged && (parent.posts.length !== posts || app.getSnapshot() !== snapshot)) violations.push(`a forged message had an effect: ${label}`);
    }
    forged = false;

    expect(escaped).toEqual([]);
    expect(violations.slice(0, 10)).toEqual([]);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((e) => !(e instanceof AppError))).toEqual([]);
    expect(stats.parent + stats.otherOrigin + stats.stranger).toBeGreaterThanOrEqual(10_000);
    expect(Math.min(...Object.values(stats))).toBeGreaterThan(1000);

    // A valid message afterwards still works, in both directions.
    const seen = vi.fn();
    app.ontoolinput = seen;
    listener(new MessageEvent("message", { data: { jsonrpc: "2.0", method: "ui/notifications/tool-input", params: { arguments: { final: true } } }, source: window, origin: HOST_ORIGIN }));
    expect(seen).toHaveBeenCalledWith({ arguments: { final: true } });
    listener(new MessageEvent("message", { data: { jsonrpc: "2.0", id: "final-ping", method: "ping" }, source: window, origin: HOST_ORIGIN }));
    await flush();
    expect(parent.posts.at(-1)).toEqual([{ jsonrpc: "2.0", id: "final-ping", result: {} }, HOST_ORIGIN]);
    const link = app.openLink({ url: "https://a.example" });
    await flush();
    const request = parent.messages().at(-1) as { id: number; method: string };
    expect(request.method).toBe("ui/open-link");
    listener(new MessageEvent("message", { data: { jsonrpc: "2.0", id: request.id, result: {} }, source: window, origin: HOST_ORIGIN }));
    await expect(link).resolves.toEqual({});
    expect(app.getSnapshot().status).toBe("connected");
  });
});
