// The tool results of the MCP 2026-07-28 revision (issue 31, item 4), as a host following the MCP
// Apps specification may hand them to a view: as `ui/notifications/tool-result` and as the answer to
// the view's own `tools/call`. Each shape runs against our App and, as the control, the official
// 2.0.4 App, on the official AppBridge 2.0.4 and 1.7.5 (both forward every shape unchanged). Tests
// named "differs" pin where the two part, and say what the official does; docs/compatibility.md
// has the table.
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError, type App } from "../../src/index.js";
import { OFFICIAL, OURS, SUBJECTS, closeHosts, connectTo, eachApp, rejectionOf, type HostOptions } from "./subjects.js";

afterEach(closeHosts);

/** The server's identity, which a 2026-07-28 server puts in every result's `_meta`. */
const SERVER_INFO = { "io.modelcontextprotocol/serverInfo": { name: "weather", version: "2.0.0" } };
/** A 2026-07-28 `input_required` result: a request for more input, not the tool's answer. */
const INPUT_REQUIRED = {
  resultType: "input_required",
  inputRequests: {
    confirm: { method: "elicitation/create", params: { mode: "form", message: "Book it?", requestedSchema: { type: "object" } } },
  },
  requestState: "opaque-1",
};
const TEXT = [{ type: "text" as const, text: "18 °C" }];

/** Results both Apps deliver as the host sent them (`content` defaulted to `[]` where it is absent). */
const DELIVERED: Array<[string, Record<string, unknown>]> = [
  [
    "a complete result as a 2026-07-28 server sends it",
    { resultType: "complete", content: TEXT, structuredContent: [18, 21], _meta: SERVER_INFO },
  ],
  ["structuredContent true", { content: TEXT, structuredContent: true }],
  ["structuredContent false", { content: TEXT, structuredContent: false }],
  ["cache hints beside the result", { content: TEXT, ttlMs: 60_000, cacheScope: "private" }],
  ["a resultType no revision defines", { resultType: "streaming", content: TEXT }],
  ["an input_required result, content left out", INPUT_REQUIRED],
  ["an input_required result whose requestState is all it carries", { resultType: "input_required", requestState: "opaque-2" }],
];

/** Results both Apps refuse, whichever way they come. */
const MALFORMED: Array<[string, Record<string, unknown>]> = [
  ["a _meta that is a string", { content: TEXT, _meta: "weather" }],
  ["a _meta that is an array", { content: TEXT, _meta: [SERVER_INFO] }],
  ["content that is not an array", { content: TEXT[0] }],
  ["an isError that is not a boolean", { content: TEXT, isError: "yes" }],
];

/** What the view gets of `sent`: the same, with `content: []` when there was none. */
const delivered = (sent: Record<string, unknown>) => ({ content: [], ...sent });

/** Collects what `ontoolresult`, a `toolresult` listener and `onerror` are handed. */
function watch(app: App) {
  const slot: unknown[] = [];
  const listener: unknown[] = [];
  const errors: Error[] = [];
  app.ontoolresult = (result) => void slot.push(result);
  app.addEventListener("toolresult", (result) => void listener.push(result));
  app.onerror = (error) => void errors.push(error);
  return { slot, listener, errors };
}

describe("2026-07-28 tool results sent as ui/notifications/tool-result", () => {
  eachApp(SUBJECTS, ({ flavor, subject }) => {
    it.each(DELIVERED)("%s reaches ontoolresult and the toolresult listeners as sent", async (_, sent) => {
      const app = subject.create();
      const seen = watch(app);
      const { bridge } = await connectTo(flavor, app);
      await bridge.sendToolResult(sent as never);
      await vi.waitFor(() => expect(seen.listener).toEqual([delivered(sent)]));
      expect(seen.slot).toEqual([delivered(sent)]);
      expect(seen.errors).toEqual([]);
      // The official App keeps no state; ours stores what it dispatched.
      if (!subject.official) expect(app.getSnapshot().toolResult).toEqual(delivered(sent));
    });

    it.each(MALFORMED)("a result with %s goes to onerror, and the next result is delivered", async (_, sent) => {
      const app = subject.create();
      const seen = watch(app);
      const { bridge } = await connectTo(flavor, app);
      await bridge.sendToolResult(sent as never);
      await bridge.sendToolResult({ content: TEXT });
      await vi.waitFor(() => expect(seen.listener).toEqual([{ content: TEXT }]));
      expect(seen.slot).toEqual([{ content: TEXT }]);
      expect(seen.errors).toHaveLength(1);
      if (!subject.official) expect(app.getSnapshot().toolResult).toEqual({ content: TEXT });
    });

    it(`differs: a content block of a type MCP does not define ${subject.official ? "makes the official App refuse the whole result" : "reaches ours as sent (ours only)"}`, async () => {
      const app = subject.create();
      const seen = watch(app);
      const { bridge } = await connectTo(flavor, app);
      const sent = { content: [...TEXT, { type: "chart", series: [18, 21] }] };
      await bridge.sendToolResult(sent as never);
      await bridge.sendToolResult({ content: TEXT });
      await vi.waitFor(() => expect(seen.listener.at(-1)).toEqual({ content: TEXT }));
      if (subject.official) {
        expect(seen.listener).toEqual([{ content: TEXT }]);
        expect(seen.errors[0]?.message).toContain("content.1: Invalid input");
      } else {
        expect(seen.listener).toEqual([sent, { content: TEXT }]);
        expect(seen.errors).toEqual([]);
      }
    });

    it(`differs: a serverInfo in _meta that is no Implementation ${subject.official ? "is dropped by the official App" : "reaches ours as sent (ours only)"}`, async () => {
      const app = subject.create();
      const seen = watch(app);
      const { bridge } = await connectTo(flavor, app);
      const sent = { content: TEXT, _meta: { "io.modelcontextprotocol/serverInfo": "weather 2.0.0", viewUUID: "v1" } };
      await bridge.sendToolResult(sent as never);
      await vi.waitFor(() => expect(seen.listener).toHaveLength(1));
      expect(seen.listener[0]).toEqual(subject.official ? { content: TEXT, _meta: { viewUUID: "v1" } } : sent);
    });
  });
});

/** `result` without its `resultType`, as the official App resolves `callServerTool()`. */
function withoutResultType({ resultType: _, ...rest }: Record<string, unknown>): Record<string, unknown> {
  return rest;
}

/** A host whose `tools/call` answers `result`, as a host that forwards the server's answer would. */
const answering = (result: Record<string, unknown>): HostOptions => ({
  before: (bridge) => void (bridge.oncalltool = async () => result as never),
});

describe("2026-07-28 tool results as the answer to the view's tools/call", () => {
  /** The answers both Apps resolve with (the official App takes `resultType` off; ours keeps every key). */
  const RESOLVED: Array<[string, Record<string, unknown>]> = [
    [
      "a complete result as a 2026-07-28 server sends it",
      { resultType: "complete", content: TEXT, structuredContent: { high: 21 }, _meta: SERVER_INFO },
    ],
    ["cache hints beside the result", { content: TEXT, ttlMs: 60_000, cacheScope: "private" }],
    ["a resultType no revision defines, with content", { resultType: "streaming", content: TEXT }],
    ["an input_required result that carries content", { ...INPUT_REQUIRED, content: TEXT }],
  ];

  /** The refused answers: no `content`, and a key of another kind of result. */
  const REFUSED: Array<[string, Record<string, unknown>]> = [
    ["an input_required result", INPUT_REQUIRED],
    ["an input_required result whose requestState is all it carries", { resultType: "input_required", requestState: "opaque-2" }],
    ["an input_required result whose inputRequests are null", { resultType: "input_required", inputRequests: null }],
    ["a task (2025-11-25)", { task: { taskId: "t-1", status: "working", ttl: null, createdAt: "2026-07-28T00:00:00Z" } }],
  ];

  eachApp(SUBJECTS, ({ flavor, subject }) => {
    it.each(RESOLVED)("%s resolves callServerTool()", async (_, sent) => {
      const app = subject.create();
      await connectTo(flavor, app, answering(sent));
      expect(await app.callServerTool({ name: "forecast" })).toEqual(subject.official ? withoutResultType(sent) : sent);
    });

    it.each(REFUSED)("%s, content left out, rejects callServerTool(): it is no tool result", async (_, sent) => {
      const app = subject.create();
      await connectTo(flavor, app, answering(sent));
      const error = await rejectionOf(app.callServerTool({ name: "book" }));
      if (subject.official) expect(error.message).toContain("content is required when the body carries");
      else {
        expect(error).toBeInstanceOf(AppError);
        expect([(error as AppError).kind, error.message, error.data]).toEqual([
          "INVALID_MESSAGE",
          "Invalid tools/call result: content must be an array",
          sent,
        ]);
      }
    });
  });

  eachApp([OURS], ({ flavor, subject }) => {
    it.each(MALFORMED.filter(([, sent]) => sent._meta === undefined))(
      "an answer with %s rejects callServerTool() (INVALID_MESSAGE)",
      async (_, sent) => {
        const app = subject.create();
        await connectTo(flavor, app, answering(sent));
        const error = await rejectionOf(app.callServerTool({ name: "forecast" }));
        expect([(error as AppError).kind, error.data]).toEqual(["INVALID_MESSAGE", sent]);
      },
    );

    it("differs: an answer whose _meta is not an object rejects callServerTool() at once (ours only)", async () => {
      const app = subject.create();
      await connectTo(flavor, app, answering({ content: TEXT, _meta: "weather" }));
      const error = await rejectionOf(app.callServerTool({ name: "forecast" }));
      expect([(error as AppError).kind, error.message]).toEqual(["INVALID_MESSAGE", "Invalid tools/call result: _meta must be an object"]);
    });

    it("differs: an answer with a content block of a type MCP does not define resolves as sent (ours only)", async () => {
      const app = subject.create();
      const sent = { content: [...TEXT, { type: "chart", series: [18, 21] }] };
      await connectTo(flavor, app, answering(sent));
      expect(await app.callServerTool({ name: "forecast" })).toEqual(sent);
    });
  });

  eachApp([OFFICIAL], ({ flavor, subject }) => {
    it.each(MALFORMED.filter(([, sent]) => sent._meta === undefined))(
      "control: an answer with %s rejects the official App's callServerTool()",
      async (_, sent) => {
        const app = subject.create();
        await connectTo(flavor, app, answering(sent));
        expect((await rejectionOf(app.callServerTool({ name: "forecast" }))).message).toContain("Invalid result for tools/call");
      },
    );

    it("control: the official App drops an answer whose _meta is not an object, reports it to onerror, and leaves the call pending", async () => {
      const app = subject.create();
      const errors: Error[] = [];
      app.onerror = (error) => void errors.push(error);
      const { bridge } = await connectTo(flavor, app, answering({ content: TEXT, _meta: "weather" }));
      let settled = false;
      const call = app.callServerTool({ name: "forecast" }).finally(() => (settled = true));
      await vi.waitFor(() => expect(errors[0]?.message).toContain("Unknown message type"));
      await flavor.ping(bridge);
      expect(settled).toBe(false);
      await app.close();
      await call.catch(() => {});
    });

    it("control: the official App rejects an answer with a content block of a type MCP does not define", async () => {
      const app = subject.create();
      await connectTo(flavor, app, answering({ content: [...TEXT, { type: "chart", series: [18, 21] }] }));
      expect((await rejectionOf(app.callServerTool({ name: "forecast" }))).message).toContain("Invalid result for tools/call");
    });
  });
});
