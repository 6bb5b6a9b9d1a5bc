// Type-level tests of the public signatures of mcp-view/react, and that mcp-view/preact has the same
// ones, its AppProvider aside (Preact's children and element types).
import { describe, expectTypeOf, it } from "vitest";
import type { RefObject } from "react";
import type { ComponentChildren, RefObject as PreactRefObject, VNode } from "preact";
import type { UseAppOptions as OfficialUseAppOptions } from "@modelcontextprotocol/ext-apps/react";
import * as Core from "../../src/index.js";
import type {
  App,
  AppError,
  AppSnapshot,
  AppStatus,
  CallToolResult,
  McpUiDisplayMode,
  McpUiHostContext,
  McpUiTheme,
  McpUiToolInputParams,
  RequestOptions,
} from "../../src/index.js";
import * as Entry from "../../src/react/index.js";
import * as PreactEntry from "../../src/preact/index.js";
import {
  AppProvider,
  useApp,
  useAppContext,
  useAppState,
  useAutoResize,
  useCallServerTool,
  useDisplayMode,
  useDocumentTheme,
  useHostContext,
  useHostFonts,
  useHostStyles,
  useHostStyleVariables,
  useToolInput,
  useToolInputPartial,
  useToolResult,
  type AppState,
  type CallStatus,
  type UseAppOptions,
} from "../../src/react/index.js";

const app = {} as App; // a stand-in: only its type is used

/** Hooks cannot run outside a component: the calls below are type-checked, never executed. */
const typeOnly = (fn: () => void) => void fn;

describe("mcp-view/react types", () => {
  it("re-exports the core's App and errors unchanged", () => {
    expectTypeOf(Entry.App).toEqualTypeOf(Core.App);
    expectTypeOf(Entry.AppError).toEqualTypeOf(Core.AppError);
  });

  it("types useApp as the official hook: options in, { app, isConnected, error } out", () => {
    expectTypeOf(useApp).parameters.toEqualTypeOf<[UseAppOptions]>();
    expectTypeOf(useApp).returns.toEqualTypeOf<AppState>();
    expectTypeOf<AppState>().toEqualTypeOf<{ app: App | null; isConnected: boolean; error: AppError | null }>();
    expectTypeOf<Omit<OfficialUseAppOptions, "onAppCreated">>().toExtend<Omit<UseAppOptions, "onAppCreated">>();
    expectTypeOf<UseAppOptions>().toExtend<Core.AppOptions>();
    expectTypeOf<UseAppOptions["transport"]>().toEqualTypeOf<Core.Transport | undefined>();
  });

  it("types useAppState by its selector", () =>
    typeOnly(() => {
      expectTypeOf(useAppState(app)).toEqualTypeOf<AppSnapshot>();
      expectTypeOf(useAppState()).toEqualTypeOf<AppSnapshot>();
      expectTypeOf(useAppState(app, (s) => s.status)).toEqualTypeOf<AppStatus>();
      expectTypeOf(useAppState(null, (s) => s.toolResult?.isError)).toEqualTypeOf<boolean | undefined>();
      expectTypeOf(useAppState((s) => s.hostContext)).toEqualTypeOf<McpUiHostContext | undefined>();
    }));

  it("types the data hooks as the latest value or undefined", () => {
    expectTypeOf(useHostContext).returns.toEqualTypeOf<McpUiHostContext | undefined>();
    expectTypeOf(useToolInput).returns.toEqualTypeOf<McpUiToolInputParams | undefined>();
    expectTypeOf(useToolInputPartial).returns.toEqualTypeOf<McpUiToolInputParams | undefined>();
    expectTypeOf(useToolResult).returns.toEqualTypeOf<CallToolResult | undefined>();
    expectTypeOf(useToolResult).parameters.toEqualTypeOf<[app?: App | null]>();
  });

  it("types useCallServerTool's call, state and abort", () => {
    const tool = {} as ReturnType<typeof useCallServerTool>;
    expectTypeOf(tool.call).parameters.toEqualTypeOf<
      [params: { name: string; arguments?: Record<string, unknown> }, options?: RequestOptions]
    >();
    expectTypeOf(tool.call).returns.toEqualTypeOf<Promise<CallToolResult>>();
    expectTypeOf(tool.status).toEqualTypeOf<CallStatus>();
    expectTypeOf<CallStatus>().toEqualTypeOf<"idle" | "pending" | "success" | "error">();
    expectTypeOf(tool.result).toEqualTypeOf<CallToolResult | undefined>();
    expectTypeOf(tool.error).toEqualTypeOf<AppError | undefined>();
    expectTypeOf(tool.abort).toEqualTypeOf<() => void>();
  });

  it("types useDisplayMode as [mode, request]", () => {
    const [mode, request] = [] as unknown as ReturnType<typeof useDisplayMode>;
    expectTypeOf(mode).toEqualTypeOf<McpUiDisplayMode | undefined>();
    expectTypeOf(request).toEqualTypeOf<(mode: McpUiDisplayMode) => Promise<McpUiDisplayMode>>();
  });

  it("accepts the official styling hooks' arguments", () => {
    for (const hook of [useHostStyles, useHostStyleVariables, useHostFonts]) {
      expectTypeOf(hook).toBeCallableWith(null, null);
      expectTypeOf(hook).toBeCallableWith(app, {} as ReturnType<App["getHostContext"]>);
      expectTypeOf(hook).toBeCallableWith();
      expectTypeOf(hook).returns.toEqualTypeOf<void>();
    }
    expectTypeOf(useAutoResize).toBeCallableWith(null, {} as RefObject<HTMLDivElement | null>);
    expectTypeOf(useAutoResize).toBeCallableWith(null, {} as PreactRefObject<HTMLDivElement>);
    expectTypeOf(useAutoResize).toBeCallableWith(app);
    expectTypeOf(useDocumentTheme).returns.toEqualTypeOf<McpUiTheme>();
  });

  it("types AppProvider and useAppContext", () => {
    expectTypeOf(AppProvider).toBeCallableWith({ app: null });
    expectTypeOf(AppProvider).toBeCallableWith({ app, children: "x" });
    expectTypeOf(useAppContext).returns.toEqualTypeOf<App | null>();
  });

  it("gives mcp-view/preact the same hooks, with the same signatures", () => {
    const { AppProvider: _react, AppProviderProps: _props, ...hooks } = {} as typeof Entry & { AppProviderProps: never };
    const { AppProvider: _preact, AppProviderProps: _preactProps, ...preactHooks } = {} as typeof PreactEntry & { AppProviderProps: never };
    expectTypeOf(preactHooks).toEqualTypeOf(hooks);
  });

  it("types mcp-view/preact's AppProvider with Preact's children and element", () => {
    expectTypeOf<PreactEntry.AppProviderProps>().toEqualTypeOf<{ app: App | null; children?: ComponentChildren }>();
    expectTypeOf(PreactEntry.AppProvider).returns.toEqualTypeOf<VNode<any>>();
  });
});
