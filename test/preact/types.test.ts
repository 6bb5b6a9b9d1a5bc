// Type-level tests of the public signatures of mcp-view/preact (the twin of test/react/types.test.ts), and that they equal React's.
import { describe, expectTypeOf, it } from "vitest";
import type { RefObject } from "preact";
import type { UseAppOptions as OfficialUseAppOptions } from "@modelcontextprotocol/ext-apps/react";
import * as Core from "../../src/index.js";
import type { App, AppError, AppSnapshot, AppStatus, CallToolResult, McpUiDisplayMode, McpUiHostContext, McpUiTheme, McpUiToolInputParams, RequestOptions } from "../../src/index.js";
import * as Entry from "../../src/preact/index.js";
import * as ReactEntry from "../../src/react/index.js";
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
} from "../../src/preact/index.js";

const app = {} as App; // a stand-in: only its type is used

/** Hooks cannot run outside a component: the calls below are type-checked, never executed. */
const typeOnly = (fn: () => void) => void fn;

describe("mcp-view/preact types", () => {
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
    expectTypeOf(tool.call).parameters.toEqualTypeOf<[params: { name: string; arguments?: Record<string, unknown> }, options?: RequestOptions]>();
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
    expectTypeOf(useAutoResize).toBeCallableWith(app);
    expectTypeOf(useDocumentTheme).returns.toEqualTypeOf<McpUiTheme>();
  });

  it("types AppProvider and useAppContext", () => {
    expectTypeOf(AppProvider).toBeCallableWith({ app: null });
    expectTypeOf(AppProvider).toBeCallableWith({ app, children: "x" });
    expectTypeOf(useAppContext).returns.toEqualTypeOf<App | null>();
  });

  it("has the same signatures as mcp-view/react, framework types aside", () => {
    expectTypeOf(Entry.useApp).toEqualTypeOf(ReactEntry.useApp);
    expectTypeOf(Entry.useAppState).toEqualTypeOf(ReactEntry.useAppState);
    expectTypeOf(Entry.useHostContext).toEqualTypeOf(ReactEntry.useHostContext);
    expectTypeOf(Entry.useToolInput).toEqualTypeOf(ReactEntry.useToolInput);
    expectTypeOf(Entry.useToolInputPartial).toEqualTypeOf(ReactEntry.useToolInputPartial);
    expectTypeOf(Entry.useToolResult).toEqualTypeOf(ReactEntry.useToolResult);
    expectTypeOf(Entry.useCallServerTool).toEqualTypeOf(ReactEntry.useCallServerTool);
    expectTypeOf(Entry.useDisplayMode).toEqualTypeOf(ReactEntry.useDisplayMode);
    expectTypeOf(Entry.useHostStyles).toEqualTypeOf(ReactEntry.useHostStyles);
    expectTypeOf(Entry.useHostStyleVariables).toEqualTypeOf(ReactEntry.useHostStyleVariables);
    expectTypeOf(Entry.useHostFonts).toEqualTypeOf(ReactEntry.useHostFonts);
    expectTypeOf(Entry.useDocumentTheme).toEqualTypeOf(ReactEntry.useDocumentTheme);
    expectTypeOf(Entry.useAppContext).toEqualTypeOf(ReactEntry.useAppContext);
  });
});
