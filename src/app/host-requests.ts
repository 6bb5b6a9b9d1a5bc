// Host → view requests the App answers itself: `ping`, `ui/resource-teardown` (through `onteardown`),
// and the view's own tools (`tools/call` and `tools/list`, also under their next names
// `ui/call-view-tool` and `ui/list-view-tools`), through `oncalltool`/`onlisttools` or the tools
// registered with `registerTool`. A handler's answer is checked before it leaves: the host gets
// -32603 instead of bad data, and -32601 for what the view does not offer.
import { AppError, methodNotFound, RPC_INTERNAL_ERROR } from "../errors.js";
import { checkListToolsResult, checkToolResult, isObject } from "../protocol/guards.js";
import * as M from "../protocol/methods.js";
import type { AppRequestMap } from "../protocol/methods.js";
import type * as P from "../protocol/shapes.js";
import type { JSONRPCParams } from "../protocol/shapes.js";
import type { HandlerContext, Rpc } from "../rpc/rpc.js";
import type { ToolRegistry } from "./view-tools.js";

export type TeardownHandler = (
  params: Record<string, unknown>,
  ctx: HandlerContext,
) => P.McpUiResourceTeardownResult | Promise<P.McpUiResourceTeardownResult>;
export type CallToolHandler = (params: AppRequestMap["tools/call"]["params"], ctx: HandlerContext) => Promise<P.CallToolResult>;
export type ListToolsHandler = (params: Record<string, unknown>, ctx: HandlerContext) => Promise<AppRequestMap["tools/list"]["result"]>;

/** The App as these routes see it: its answering handlers (called with the App as `this`). */
export interface Answerer {
  readonly onteardown: TeardownHandler | undefined;
  readonly oncalltool: CallToolHandler | undefined;
  readonly onlisttools: ListToolsHandler | undefined;
}

/** Host → view methods the App answers: setRequestHandler cannot take them. */
export const ANSWERED_METHODS: ReadonlySet<string> = new Set([
  "ping",
  M.RESOURCE_TEARDOWN_METHOD,
  "tools/call",
  "tools/list",
  M.CALL_VIEW_TOOL_METHOD,
  M.LIST_VIEW_TOOLS_METHOD,
  "notifications/cancelled",
  "notifications/progress",
]);

/** Routes the host requests of `rpc` to `app`; the tool routes answer only when `hasTools()`. */
export function answerHostRequests(rpc: Rpc, app: Answerer, tools: ToolRegistry, hasTools: () => boolean): void {
  /**
   * Answers `method` with what `run` returns once `check` passed it (a defect string fails it); when
   * `offered()` is false, the view does not offer the method and the host gets -32601.
   */
  const answer = <Params = JSONRPCParams>(
    method: string,
    offered: () => unknown,
    run: (params: Params, ctx: HandlerContext) => unknown,
    check: (result: unknown) => unknown,
  ) =>
    rpc.handle(method, async (params, ctx) => {
      if (!offered()) throw methodNotFound();
      // `Params` is how the route reads the params (tools/call's as a call); they are not checked here.
      const checked = check(await run(params as Params, ctx));
      // Not a valid result: the host gets -32603 instead of bad data.
      if (typeof checked === "string")
        throw new AppError("INVALID_PARAMS", `Invalid ${method} result from the view's handler: ${checked}`, { code: RPC_INTERNAL_ERROR });
      return checked;
    });
  rpc.handle("ping", () => ({}));
  answer(
    M.RESOURCE_TEARDOWN_METHOD,
    () => app.onteardown,
    (params, ctx) => app.onteardown!.call(app, params, ctx),
    (result) => (result === undefined || isObject(result) ? result : "it must be an object"),
  );
  for (const method of ["tools/call", M.CALL_VIEW_TOOL_METHOD]) {
    answer(
      method,
      hasTools,
      (params: AppRequestMap["tools/call"]["params"], ctx) =>
        app.oncalltool ? app.oncalltool.call(app, params, ctx) : tools.call(params, ctx),
      checkToolResult,
    );
  }
  for (const method of ["tools/list", M.LIST_VIEW_TOOLS_METHOD]) {
    answer(
      method,
      hasTools,
      (params, ctx) => (app.onlisttools ? app.onlisttools.call(app, params, ctx) : tools.list()),
      checkListToolsResult,
    );
  }
}
