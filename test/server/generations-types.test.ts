// Type-level tests of mcp-view/server on both generations of the MCP SDK's McpServer (checked by
// `tsc -p tsconfig.json`: each line marked to expect an error must fail to compile). What a handler,
// a read callback and the view-state `scope` get is the server's own request context (an app tool's
// handler gets registerAppTool's `ui` too), and what the helpers return is the server's own
// RegisteredTool (with registerAppTool's view switch) or RegisteredResource.
import { describe, expectTypeOf, it } from "vitest";
import { z } from "zod";
import {
  McpServer as McpServer1,
  type RegisteredResource as RegisteredResource1,
  type RegisteredTool as RegisteredTool1,
} from "@modelcontextprotocol/sdk/server/mcp.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";
import {
  inputRequired,
  McpServer as McpServer2,
  type CallToolResult as CallToolResult2,
  type InputRequiredResult,
  type RegisteredResource as RegisteredResource2,
  type RegisteredTool as RegisteredTool2,
  type ServerContext,
} from "@modelcontextprotocol/server";
import {
  getUiCapability,
  registerAppResource,
  registerAppTool,
  registerViewStateTools,
  registerWidgetResource,
  type AppToolExtra,
  type AppToolUiExtra,
  type AppToolViewSwitch,
  type ServerToolResult,
  type ViewStateTools,
} from "../../src/server/index.js";
import type { greet, reset } from "./fixtures/tools.js";

/** Type-checks `fn` without running it. */
const typeOnly = (_fn: () => unknown): void => {};
const server1 = new McpServer1({ name: "types", version: "1.0.0" });
const server2 = new McpServer2({ name: "types", version: "1.0.0" });
const ui = { resourceUri: "ui://a/b.html" } as const;
const read = (uri: URL) => ({ contents: [{ uri: uri.href, text: "" }] });
type Extra1 = RequestHandlerExtra<ServerRequest, ServerNotification>;

describe("what the server gives its handlers", () => {
  it("is 1.x's RequestHandlerExtra and 2.x's ServerContext", () => {
    expectTypeOf<AppToolExtra<McpServer1>>().toEqualTypeOf<Extra1>();
    expectTypeOf<AppToolExtra<McpServer2>>().toEqualTypeOf<ServerContext>();
    expectTypeOf<AppToolExtra<Pick<McpServer2, "registerTool">>>().toEqualTypeOf<ServerContext>();
  });

  it("types a definition's handler with it and the view's ui (registerAppTool's), in both forms and without an input schema", () => {
    typeOnly(() => {
      registerAppTool(server1, {} as typeof greet, (args, extra) => {
        expectTypeOf(extra).toEqualTypeOf<Extra1 & AppToolUiExtra>();
        expectTypeOf(extra.authInfo?.clientId).toEqualTypeOf<string | undefined>();
        return { structuredContent: { greeting: args.name, length: 0 } };
      });
      registerAppTool(server2, {} as typeof greet, (args, ctx) => {
        expectTypeOf(args).toEqualTypeOf<{ name: string; times: number }>();
        expectTypeOf(ctx).toEqualTypeOf<ServerContext & AppToolUiExtra>();
        expectTypeOf(ctx.http?.authInfo?.clientId).toEqualTypeOf<string | undefined>();
        expectTypeOf(ctx.mcpReq.signal).toEqualTypeOf<AbortSignal>();
        return { structuredContent: { greeting: args.name, length: 0 } };
      });
      registerAppTool(server2, {} as typeof reset, (ctx) => {
        expectTypeOf(ctx).toEqualTypeOf<ServerContext & AppToolUiExtra>();
        return { content: [] };
      });
      registerAppTool(server2, "official", { inputSchema: z.object({ n: z.number() }), _meta: { ui } }, (args, ctx) => {
        expectTypeOf(args).toEqualTypeOf<{ n: number }>();
        expectTypeOf(ctx).toEqualTypeOf<ServerContext & AppToolUiExtra>();
        return { content: [] };
      });
      registerAppTool(server1, "raw-shape", { inputSchema: { n: z.number() }, _meta: { ui } }, (args, extra) => {
        expectTypeOf(args).toEqualTypeOf<{ n: number }>();
        expectTypeOf(extra).toEqualTypeOf<Extra1 & AppToolUiExtra>();
        return { content: [] };
      });
    });
  });

  it("types a read callback and the view-state scope with it", () => {
    typeOnly(() => {
      registerAppResource(server1, "R", ui.resourceUri, {}, (uri, extra) => {
        expectTypeOf(extra).toEqualTypeOf<Extra1>();
        return read(uri);
      });
      registerAppResource(server2, "R", ui.resourceUri, {}, (uri, ctx) => {
        expectTypeOf(ctx).toEqualTypeOf<ServerContext>();
        return read(uri);
      });
      registerViewStateTools(server1, { scope: (extra) => extra.authInfo?.clientId });
      registerViewStateTools(server2, { scope: (ctx) => ctx.http?.authInfo?.clientId });
    });
  });

  it("makes one generation's spelling a compile error on the other", () => {
    typeOnly(() => {
      // @ts-expect-error 2.x has the auth at ctx.http.authInfo
      registerViewStateTools(server2, { scope: (ctx) => ctx.authInfo?.clientId });
      // @ts-expect-error 1.x has no ctx.http
      registerViewStateTools(server1, { scope: (extra) => extra.http?.authInfo?.clientId });
      registerAppTool(server2, {} as typeof reset, (ctx) => {
        // @ts-expect-error 2.x has no sendNotification on its context (ctx.mcpReq.notify)
        void ctx.sendNotification;
        return { content: [] };
      });
    });
  });
});

describe("what the helpers take and return", () => {
  it("returns each server's own RegisteredTool (with registerAppTool's view switch) and RegisteredResource", () => {
    typeOnly(() => {
      expectTypeOf(registerAppTool(server1, "a", { _meta: { ui } }, () => ({ content: [] }))).toEqualTypeOf<
        RegisteredTool1 & AppToolViewSwitch
      >();
      expectTypeOf(registerAppTool(server2, "a", { _meta: { ui } }, () => ({ content: [] }))).toEqualTypeOf<
        RegisteredTool2 & AppToolViewSwitch
      >();
      expectTypeOf(registerWidgetResource(server1, ui.resourceUri, { html: "" })).toEqualTypeOf<RegisteredResource1>();
      expectTypeOf(registerWidgetResource(server2, ui.resourceUri, { html: "" })).toEqualTypeOf<RegisteredResource2>();
      expectTypeOf(registerAppResource(server2, "R", ui.resourceUri, {}, read)).toEqualTypeOf<RegisteredResource2>();
      expectTypeOf(registerViewStateTools(server1)).toEqualTypeOf<ViewStateTools<RegisteredTool1>>();
      expectTypeOf(registerViewStateTools(server2)).toEqualTypeOf<ViewStateTools<RegisteredTool2>>();
    });
  });

  it("lets a 2.x handler of the official form answer input_required (2026-07-28's multi-round-trip request)", () => {
    expectTypeOf<ServerToolResult<McpServer2>>().toEqualTypeOf<CallToolResult2 | InputRequiredResult>();
    typeOnly(() => registerAppTool(server2, "ask", { _meta: { ui } }, () => inputRequired({ inputRequests: {} }) as InputRequiredResult));
  });

  it("takes the server's own config options, typed by its SDK: 2.x's cacheHint and icons, which 1.x does not have", () => {
    typeOnly(() => {
      registerAppResource(server2, "R", ui.resourceUri, { cacheHint: { ttlMs: 60_000, cacheScope: "public" } }, read);
      registerAppTool(server2, "a", { icons: [{ src: "https://a.example/icon.svg" }], _meta: { ui } }, () => ({ content: [] }));
      // @ts-expect-error a cache hint's ttlMs is a number
      registerAppResource(server2, "R", ui.resourceUri, { cacheHint: { ttlMs: "1m" } }, read);
      // @ts-expect-error 1.x has no cache hints
      registerAppResource(server1, "R", ui.resourceUri, { cacheHint: { ttlMs: 60_000 } }, read);
      // @ts-expect-error 1.x's registerTool takes no icons
      registerAppTool(server1, "a", { icons: [{ src: "https://a.example/icon.svg" }], _meta: { ui } }, () => ({ content: [] }));
    });
  });

  it("reads either generation's client capabilities", () => {
    typeOnly(() => [getUiCapability(server1.server.getClientCapabilities()), getUiCapability(server2.server.getClientCapabilities())]);
  });

  it("refuses what is not a server, and a wrong structuredContent on 2.x as on 1.x", () => {
    typeOnly(() => {
      // @ts-expect-error a string is not a server
      registerAppTool("server", {} as typeof greet, () => ({ structuredContent: { greeting: "", length: 0 } }));
      // @ts-expect-error a tool server is not a resource server
      registerWidgetResource({ registerTool: server2.registerTool }, ui.resourceUri, { html: "" });
      // @ts-expect-error greeting must be a string
      registerAppTool(server2, {} as typeof greet, () => ({ structuredContent: { greeting: 1, length: 1 } }));
      // @ts-expect-error a successful result needs structuredContent
      registerAppTool(server2, {} as typeof greet, () => ({ content: [{ type: "text" as const, text: "hi" }] }));
    });
  });
});
