// Type-level tests of the public generics (checked by `tsc -p tsconfig.json`; the runtime part is trivial).
import { describe, expectTypeOf, it } from "vitest";
import { z } from "zod";
import {
  App,
  AppError,
  type AppErrorKind,
  type AppSnapshot,
  type AppStatus,
  type CallToolResult,
  type HandlerContext,
  type McpUiActionResult,
  type McpUiHostContext,
  type McpUiRequestDisplayModeResult,
  type McpUiToolCancelledParams,
  type McpUiToolInputParams,
  type AppRequestMap,
} from "../../src/index.js";

/** Type-checks `fn` without running it (it would talk to a host). */
const typeOnly = (_fn: () => unknown): void => {};

describe("public types", () => {
  const app = new App({ name: "types", version: "1.0.0" }, {}, { autoResize: false });

  it("types request() by method, with a string fallback and the official object form", () => {
    typeOnly(() => {
      expectTypeOf(app.request("ui/open-link", { url: "https://a.example" })).toEqualTypeOf<Promise<McpUiActionResult>>();
      expectTypeOf(app.request("tools/call", { name: "t" })).toEqualTypeOf<Promise<CallToolResult>>();
      expectTypeOf(app.request("resources/read", { uri: "x" })).toEqualTypeOf<Promise<AppRequestMap["resources/read"]["result"]>>();
      expectTypeOf(app.request("ui/request-display-mode", { mode: "pip" })).toEqualTypeOf<Promise<McpUiRequestDisplayModeResult>>();
      expectTypeOf(app.request("x/custom", { any: 1 })).toEqualTypeOf<Promise<Record<string, unknown>>>();
      expectTypeOf(app.request({ method: "x/custom" })).toEqualTypeOf<Promise<Record<string, unknown>>>();
      const dynamic: string = "x/dynamic";
      expectTypeOf(app.request(dynamic, { any: 1 })).toEqualTypeOf<Promise<Record<string, unknown>>>();
      // @ts-expect-error ui/open-link needs a url
      void app.request("ui/open-link", { href: "https://a.example" });
      // @ts-expect-error mode must be a display mode
      void app.request("ui/request-display-mode", { mode: "modal" });
    });
  });

  it("types the compatibility methods", () => {
    typeOnly(() => {
      expectTypeOf(app.callServerTool({ name: "t", arguments: { x: 1 } })).toEqualTypeOf<Promise<CallToolResult>>();
      expectTypeOf(app.sendMessage({ role: "user", content: [{ type: "text", text: "hi" }] })).toEqualTypeOf<Promise<McpUiActionResult>>();
      expectTypeOf(app.requestDisplayMode({ mode: "fullscreen" })).toEqualTypeOf<Promise<McpUiRequestDisplayModeResult>>();
      expectTypeOf(app.sendLog({ level: "info", data: 1 })).toEqualTypeOf<Promise<void>>();
      // @ts-expect-error the official App rejects a bare tool name too
      void app.callServerTool("t");
      // @ts-expect-error role can only be "user"
      void app.sendMessage({ role: "assistant", content: [] });
    });
  });

  it("types on() payloads per event and returns the unsubscribe", () => {
    expectTypeOf(app.on("toolresult", (r) => expectTypeOf(r).toEqualTypeOf<CallToolResult>())).toEqualTypeOf<() => void>();
    app.on("toolinput", (p) => expectTypeOf(p).toEqualTypeOf<McpUiToolInputParams>());
    app.on("toolinputpartial", (p) => expectTypeOf(p).toEqualTypeOf<McpUiToolInputParams>());
    app.on("toolcancelled", (p) => expectTypeOf(p).toEqualTypeOf<McpUiToolCancelledParams>());
    app.on("hostcontextchanged", (c) => expectTypeOf(c).toEqualTypeOf<McpUiHostContext>());
    app.on("error", (e) => expectTypeOf(e).toEqualTypeOf<AppError>());
    // @ts-expect-error unknown event
    typeOnly(() => app.on("toolresults", () => {}));
    app.ontoolresult = (r) => expectTypeOf(r.content).toEqualTypeOf<CallToolResult["content"]>();
    app.onerror = (e) => expectTypeOf(e.kind).toEqualTypeOf<AppErrorKind>();
    expectTypeOf(app.onhostcontextchanged).toEqualTypeOf<((c: McpUiHostContext) => void) | undefined>();
  });

  it("infers registerTool arguments from a zod input schema and checks structuredContent against the output schema", () => {
    const tools = new App({ name: "tools", version: "1.0.0" });
    tools.registerTool("select", { inputSchema: z.object({ id: z.string(), n: z.number().optional() }) }, (args, ctx) => {
      expectTypeOf(args).toEqualTypeOf<{ id: string; n?: number | undefined }>();
      expectTypeOf(ctx).toEqualTypeOf<HandlerContext>();
      return { content: [] };
    });
    tools.registerTool("plain", { description: "no schema" }, (ctx) => {
      expectTypeOf(ctx).toEqualTypeOf<HandlerContext>();
      return { content: [] };
    });
    tools.registerTool("typed", { outputSchema: z.object({ ok: z.boolean() }) }, () => ({ content: [], structuredContent: { ok: true } }));
    // @ts-expect-error structuredContent must match the output schema
    tools.registerTool("wrong", { outputSchema: z.object({ ok: z.boolean() }) }, () => ({ content: [], structuredContent: { ok: "yes" } }));
    tools.registerTool("failed", { outputSchema: z.object({ ok: z.boolean() }) }, () => ({ content: [], isError: true as const }));
  });

  it("types the snapshot", () => {
    expectTypeOf(app.getSnapshot()).toEqualTypeOf<AppSnapshot>();
    expectTypeOf(app.getSnapshot().status).toEqualTypeOf<AppStatus>();
    expectTypeOf<AppStatus>().toEqualTypeOf<"idle" | "connecting" | "connected" | "failed" | "closed">();
    expectTypeOf(app.getSnapshot().toolResult).toEqualTypeOf<CallToolResult | undefined>();
    expectTypeOf(app.subscribe(() => {})).toEqualTypeOf<() => void>();
    expectTypeOf(new AppError("TIMEOUT", "x").code).toEqualTypeOf<number | undefined>();
    expectTypeOf(new AppError("TIMEOUT", "x").kind).toEqualTypeOf<AppErrorKind>();
  });
});
