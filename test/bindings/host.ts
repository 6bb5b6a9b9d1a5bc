// A scripted host for the binding suite: the official AppBridge (2.x) on one end of an in-memory
// linked transport pair, with call-tool and display-mode answers that tests can swap without
// replacing the bridge's handlers (which would make the bridge warn).
import { AppBridge } from "@modelcontextprotocol/ext-apps/app-bridge";
import { App, type CallToolResult, type McpUiAppCapabilities, type McpUiDisplayMode, type McpUiHostContext } from "../../src/index.js";
import { createLinkedTransports, type LinkedTransport } from "../support/linked.js";

/** The official types are stricter about some fields (every style variable key); the wire is the same. */
type BridgeContext = NonNullable<ConstructorParameters<typeof AppBridge>[3]>["hostContext"];
type BridgeTransport = Parameters<AppBridge["connect"]>[0];

/** A host-context change in our (looser) types, sent through the official bridge. */
export function sendContext(bridge: AppBridge, change: McpUiHostContext): Promise<void> {
  return Promise.resolve(bridge.sendHostContextChange(change as BridgeContext & object));
}

export interface ToolCall {
  name: string;
  arguments?: Record<string, unknown>;
  signal: AbortSignal;
}

export interface TestHost {
  readonly bridge: AppBridge;
  /** The view's end: pass it to `useApp({ transport })` or `app.connect()`. */
  readonly transport: LinkedTransport;
  /** Answers `tools/call`; replace it per test. */
  tool: (call: ToolCall) => Promise<CallToolResult>;
  /** Answers `ui/request-display-mode` with the mode granted; replace it per test. */
  display: (mode: McpUiDisplayMode) => Promise<McpUiDisplayMode>;
  readonly toolCalls: ToolCall[];
  readonly displayRequests: McpUiDisplayMode[];
  /** Resolves when the view sent `ui/notifications/initialized`. */
  readonly initialized: Promise<void>;
  /** How many messages with `method` the view sent. */
  sent(method: string): number;
  close(): Promise<void>;
}

export const HOST_CONTEXT: McpUiHostContext = {
  theme: "dark",
  displayMode: "inline",
  availableDisplayModes: ["inline", "fullscreen"],
  styles: {
    variables: { "--color-background-primary": "rgb(1, 2, 3)" },
    css: { fonts: "@font-face { font-family: Host; src: local(Arial); }" },
  },
};

/** Starts a host whose bridge waits on the returned transport's peer. */
export async function createHost(
  hostContext: McpUiHostContext = HOST_CONTEXT,
  onInitialized?: (bridge: AppBridge) => void,
): Promise<TestHost> {
  const [view, hostEnd] = createLinkedTransports();
  const bridge = new AppBridge(
    null,
    { name: "test-host", version: "1.0.0" },
    { serverTools: {}, openLinks: {} },
    { hostContext: hostContext as BridgeContext },
  );
  let ready!: () => void;
  const host: TestHost = {
    bridge,
    transport: view,
    tool: async (call) => ({ content: [{ type: "text", text: `ran ${call.name}` }] }),
    display: async (mode) => mode,
    toolCalls: [],
    displayRequests: [],
    initialized: new Promise<void>((resolve) => (ready = resolve)),
    sent: (method) => view.sent.filter((m) => "method" in m && m.method === method).length,
    close: () => bridge.close(),
  };
  bridge.oncalltool = (params, extra) => {
    const call = { name: params.name, arguments: params.arguments, signal: extra.mcpReq.signal };
    host.toolCalls.push(call);
    return host.tool(call);
  };
  bridge.onrequestdisplaymode = async ({ mode }) => {
    host.displayRequests.push(mode);
    return { mode: await host.display(mode) };
  };
  bridge.oninitialized = () => {
    onInitialized?.(bridge);
    ready();
  };
  await bridge.connect(hostEnd as unknown as BridgeTransport);
  return host;
}

/** A fresh host, and an App (`name`, auto-resize off) connected to it. */
export async function connectApp(
  name: string,
  hostContext?: McpUiHostContext,
  capabilities: McpUiAppCapabilities = {},
): Promise<{ host: TestHost; app: App }> {
  const host = await createHost(hostContext);
  const app = new App({ name, version: "1.0.0" }, capabilities, { autoResize: false });
  await app.connect(host.transport);
  await host.initialized;
  return { host, app };
}

/** Closes what connectApp opened. */
export async function disconnect(session: { host?: TestHost; app?: App }): Promise<void> {
  await session.app?.close();
  await session.host?.close();
}
