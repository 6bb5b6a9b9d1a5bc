// Drop-in fidelity (issue 11), item 10: the public types. Official 2.x view code compiles unchanged
// on mcp-view under `strict` (checked by `npm run typecheck`: each line marked to expect an error
// must fail to compile, else tsc reports the unused directive). Each usage pattern is written twice,
// once for the official App as the control and once for ours, with the same body.
import { describe, expectTypeOf, it } from "vitest";
import type * as Official from "@modelcontextprotocol/ext-apps";
import type * as Sdk from "@modelcontextprotocol/client";
import type * as Ours from "../../src/index.js";

/** Type-checks `fn` without running it. */
const typeOnly = (_fn: () => unknown): void => {};

/** View data with required fields, the kind a view casts `structuredContent` to. */
interface Forecast {
  city: string;
  days: { high: number; low: number }[];
}

/**
 * The same view code against both Apps (two copies of one body: a union of the two App types would
 * lose the contextual typing of the handlers): what must compile, and what must not.
 */
function onOfficial(app: Official.App) {
  app.ontoolresult = (result) => {
    const data = result.structuredContent as Forecast;
    void data.city;
    // @ts-expect-error structuredContent is unknown: no field access without a cast or a check
    void result.structuredContent.city;
    // @ts-expect-error nor an assignment to a typed variable
    const typed: Forecast = result.structuredContent;
    void typed;
  };
  app.onhostcontextchanged = (context) => {
    if (context.theme === "dark") void context.styles?.variables?.["--color-text-primary"];
    void context.toolInfo?.tool.inputSchema.additionalProperties;
  };
  app.oncalltool = async (params, extra) => {
    void extra.mcpReq.signal.aborted;
    return { content: [{ type: "text", text: `called ${params.name}` }], structuredContent: { ok: true } };
  };
  app.onlisttools = async () => {
    const tools: Awaited<ReturnType<NonNullable<typeof app.onlisttools>>>["tools"] = [
      {
        name: "pick",
        inputSchema: { type: "object", properties: { id: { type: "string" } }, additionalProperties: false },
        outputSchema: { anyOf: [] },
      },
    ];
    return { tools };
  };
  typeOnly(async () => {
    const result = await app.callServerTool({ name: "get_forecast", arguments: { city: "Oslo" } });
    const forecast = result.structuredContent as Forecast;
    void forecast.days[0]?.high;
    const mode = await app.requestDisplayMode({ mode: "fullscreen" });
    void mode.mode;
    // @ts-expect-error a tool call takes { name, arguments }, not a name
    void app.callServerTool("get_forecast");
    // @ts-expect-error no such display mode
    void app.requestDisplayMode({ mode: "maximized" });
    // @ts-expect-error no such log level
    void app.sendLog({ level: "loud", data: "x" });
  });
}

function onOurs(app: Ours.App) {
  app.ontoolresult = (result) => {
    const data = result.structuredContent as Forecast;
    void data.city;
    // @ts-expect-error structuredContent is unknown: no field access without a cast or a check
    void result.structuredContent.city;
    // @ts-expect-error nor an assignment to a typed variable
    const typed: Forecast = result.structuredContent;
    void typed;
  };
  app.onhostcontextchanged = (context) => {
    if (context.theme === "dark") void context.styles?.variables?.["--color-text-primary"];
    void context.toolInfo?.tool.inputSchema.additionalProperties;
  };
  app.oncalltool = async (params, extra) => {
    void extra.mcpReq.signal.aborted;
    return { content: [{ type: "text", text: `called ${params.name}` }], structuredContent: { ok: true } };
  };
  app.onlisttools = async () => {
    const tools: Awaited<ReturnType<NonNullable<typeof app.onlisttools>>>["tools"] = [
      {
        name: "pick",
        inputSchema: { type: "object", properties: { id: { type: "string" } }, additionalProperties: false },
        outputSchema: { anyOf: [] },
      },
    ];
    return { tools };
  };
  typeOnly(async () => {
    const result = await app.callServerTool({ name: "get_forecast", arguments: { city: "Oslo" } });
    const forecast = result.structuredContent as Forecast;
    void forecast.days[0]?.high;
    const mode = await app.requestDisplayMode({ mode: "fullscreen" });
    void mode.mode;
    // @ts-expect-error a tool call takes { name, arguments }, not a name
    void app.callServerTool("get_forecast");
    // @ts-expect-error no such display mode
    void app.requestDisplayMode({ mode: "maximized" });
    // @ts-expect-error no such log level
    void app.sendLog({ level: "loud", data: "x" });
  });
}

describe("10. the same public types as the official 2.x", () => {
  it("official-style view code compiles on both Apps, and the same mistakes fail on both", () => {
    typeOnly(() => onOfficial({} as Official.App));
    typeOnly(() => onOurs({} as Ours.App));
  });

  it("a tool result's structuredContent is unknown, as in the MCP SDK 2.x", () => {
    expectTypeOf<Ours.CallToolResult["structuredContent"]>().toEqualTypeOf<unknown>();
    expectTypeOf<Sdk.CallToolResult["structuredContent"]>().toEqualTypeOf<unknown>();
    expectTypeOf<Ours.McpUiToolResultNotification["params"]["structuredContent"]>().toEqualTypeOf<unknown>();
    expectTypeOf<Awaited<ReturnType<Ours.App["callServerTool"]>>["structuredContent"]>().toEqualTypeOf<unknown>();
  });

  it("every value the official types accept is accepted: tool results, tools, host context, capabilities, params", () => {
    expectTypeOf<Sdk.CallToolResult>().toExtend<Ours.CallToolResult>();
    expectTypeOf<Sdk.Tool>().toExtend<Ours.Tool>();
    expectTypeOf<Sdk.ListToolsResult>().toExtend<Ours.ListToolsResult>();
    expectTypeOf<Sdk.Implementation>().toExtend<Ours.Implementation>();
    expectTypeOf<Sdk.ContentBlock>().toExtend<Ours.ContentBlock>();
    expectTypeOf<Sdk.CallToolRequest["params"]>().toExtend<Ours.CallToolRequestParams>();
    expectTypeOf<Sdk.ReadResourceRequest["params"]>().toExtend<Ours.ReadResourceRequestParams>();
    expectTypeOf<Sdk.LoggingMessageNotification["params"]>().toExtend<Ours.LoggingMessageNotificationParams>();
    expectTypeOf<Sdk.CreateMessageRequest["params"]>().toExtend<Ours.CreateMessageRequestParams>();
    expectTypeOf<Official.McpUiHostContext>().toExtend<Ours.McpUiHostContext>();
    expectTypeOf<Official.McpUiHostCapabilities>().toExtend<Ours.McpUiHostCapabilities>();
    expectTypeOf<Official.McpUiAppCapabilities>().toExtend<Ours.McpUiAppCapabilities>();
    expectTypeOf<Official.McpUiInitializeResult>().toExtend<Ours.McpUiInitializeResult>();
    expectTypeOf<Official.McpUiStyles>().toExtend<Ours.McpUiStyles>();
    expectTypeOf<Official.McpUiMessageRequest["params"]>().toExtend<Ours.McpUiMessageParams>();
    expectTypeOf<Official.McpUiUpdateModelContextRequest["params"]>().toExtend<Ours.McpUiUpdateModelContextParams>();
    expectTypeOf<Official.McpUiDownloadFileRequest["params"]>().toExtend<Ours.McpUiDownloadFileParams>();
    expectTypeOf<Official.McpUiResourceMeta>().toExtend<Ours.McpUiResourceMeta>();
  });

  it("the App's methods take what the official App's take", () => {
    type Param<M extends keyof Ours.App & keyof Official.App> = [
      Parameters<Extract<Official.App[M], (...a: never[]) => unknown>>[0],
      Parameters<Extract<Ours.App[M], (...a: never[]) => unknown>>[0],
    ];
    const takes = <M extends keyof Ours.App & keyof Official.App>(_: M) => expectTypeOf<Param<M>[0]>();
    takes("callServerTool").toExtend<Param<"callServerTool">[1]>();
    takes("readServerResource").toExtend<Param<"readServerResource">[1]>();
    takes("listServerResources").toExtend<Param<"listServerResources">[1]>();
    takes("createSamplingMessage").toExtend<Param<"createSamplingMessage">[1]>();
    takes("sendMessage").toExtend<Param<"sendMessage">[1]>();
    takes("updateModelContext").toExtend<Param<"updateModelContext">[1]>();
    takes("openLink").toExtend<Param<"openLink">[1]>();
    takes("downloadFile").toExtend<Param<"downloadFile">[1]>();
    takes("requestDisplayMode").toExtend<Param<"requestDisplayMode">[1]>();
    takes("sendLog").toExtend<Param<"sendLog">[1]>();
    takes("sendSizeChanged").toExtend<Param<"sendSizeChanged">[1]>();
  });

  it("what the App hands a view fits where the official types are expected: results and handler params", () => {
    type Result<M extends keyof Ours.App> = Awaited<ReturnType<Extract<Ours.App[M], (...a: never[]) => unknown>>>;
    expectTypeOf<Result<"callServerTool">>().toExtend<Sdk.CallToolResult>();
    expectTypeOf<Result<"readServerResource">>().toExtend<Sdk.ReadResourceResult>();
    expectTypeOf<Result<"listServerResources">>().toExtend<Sdk.ListResourcesResult>();
    expectTypeOf<Result<"createSamplingMessage">>().toExtend<Sdk.CreateMessageResult | Sdk.CreateMessageResultWithTools>();
    expectTypeOf<Result<"requestDisplayMode">>().toExtend<Official.McpUiRequestDisplayModeResult>();
    expectTypeOf<Result<"openLink">>().toExtend<Official.McpUiOpenLinkResult>();
    expectTypeOf<Ours.McpUiToolResultNotification["params"]>().toExtend<Official.McpUiToolResultNotification["params"]>();
    expectTypeOf<Ours.McpUiToolInputNotification["params"]>().toExtend<Official.McpUiToolInputNotification["params"]>();
    expectTypeOf<Ours.McpUiToolCancelledNotification["params"]>().toExtend<Official.McpUiToolCancelledNotification["params"]>();
    expectTypeOf<Ours.CallToolRequestParams>().toExtend<Sdk.CallToolRequest["params"]>();
    expectTypeOf<NonNullable<ReturnType<Ours.App["getHostCapabilities"]>>>().toExtend<Official.McpUiHostCapabilities>();
    expectTypeOf<NonNullable<ReturnType<Ours.App["getHostVersion"]>>>().toExtend<Sdk.Implementation>();
  });

  it("AppToolResult, AppOptions and the tool data events of AppEventMap fit both ways", () => {
    expectTypeOf<Official.AppToolResult>().toExtend<Ours.AppToolResult>();
    expectTypeOf<Ours.AppToolResult>().toExtend<Official.AppToolResult>();
    expectTypeOf<Official.AppOptions>().toExtend<Ours.AppOptions>();
    for (const event of ["toolinput", "toolinputpartial", "toolresult", "toolcancelled"] as const) {
      expectTypeOf<Official.AppEventMap[typeof event]>().toExtend<Ours.AppEventMap[typeof event]>();
      expectTypeOf<Ours.AppEventMap[typeof event]>().toExtend<Official.AppEventMap[typeof event]>();
    }
  });

  it("differs: a handler's context (`extra`) has the official's mcpReq.id and mcpReq.signal, not its send, notify or method", () => {
    type OfficialContext = Parameters<Official.AppToolCallback>[0];
    expectTypeOf<Ours.HandlerContext["mcpReq"]>().toExtend<Pick<OfficialContext["mcpReq"], "id" | "signal">>();
    expectTypeOf<Ours.HandlerContext>().not.toExtend<OfficialContext>();
  });

  it("differs (wider): a tool's property schemas also take SDK 1.x objects, and host styles any subset of keys", () => {
    // Hosts built on the MCP SDK 1.x describe properties as objects; the official 2.x types want JSON
    // values. The official McpUiStyles lists every standard key as required; hosts send subsets.
    expectTypeOf<{ type: "object"; properties: { [key: string]: object } }>().toExtend<Ours.Tool["inputSchema"]>();
    expectTypeOf<{ type: "object"; properties: { [key: string]: object } }>().not.toExtend<Sdk.Tool["inputSchema"]>();
    expectTypeOf<{ "--color-text-primary": string }>().toExtend<Ours.McpUiStyles>();
    expectTypeOf<{ "--color-text-primary": string }>().not.toExtend<Official.McpUiStyles>();
  });
});
