// The two official reference hosts (AppBridge from ext-apps 2.x and 1.x) behind one shape, so the
// interop suites can run unchanged against both with `describe.each(FLAVORS)`, plus a helper that
// connects our App to one of them over the linked in-memory transports and closes both afterwards.
import { AppBridge, type McpUiHostCapabilities, type McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import { App as OfficialAppV2 } from "@modelcontextprotocol/ext-apps";
import { AppBridge as AppBridgeV1 } from "ext-apps-v1/app-bridge";
import { App as OfficialAppV1 } from "ext-apps-v1";
import { EmptyResultSchema, ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { App, type AppOptions, type McpUiAppCapabilities } from "../../src/index.js";
import { createLinkedTransports, type LinkedTransport } from "../support/linked.js";

/** One reference host version and the few calls whose API differs between 1.x and 2.x. */
export interface Flavor {
  name: string;
  Bridge: typeof AppBridge;
  OfficialApp: typeof OfficialAppV2;
  /** Host → view `ping`. */
  ping(bridge: AppBridge): Promise<unknown>;
  /** Registers a host handler for the view's `notifications/tools/list_changed`. */
  onToolListChanged(bridge: AppBridge, fn: (params: unknown) => void): void;
  /** The abort signal of a host request handler's context (`ctx.mcpReq.signal` in 2.x, `extra.signal` in 1.x). */
  signalOf(extra: unknown): AbortSignal;
}

type V1Bridge = InstanceType<typeof AppBridgeV1>;

export const FLAVORS: Flavor[] = [
  {
    name: "2.0.4",
    Bridge: AppBridge,
    OfficialApp: OfficialAppV2,
    ping: (bridge) => bridge.request({ method: "ping" }),
    onToolListChanged: (bridge, fn) => bridge.setNotificationHandler("notifications/tools/list_changed", (n) => fn(n.params)),
    signalOf: (extra) => (extra as { mcpReq: { signal: AbortSignal } }).mcpReq.signal,
  },
  {
    name: "1.7.5",
    Bridge: AppBridgeV1 as unknown as typeof AppBridge,
    OfficialApp: OfficialAppV1 as unknown as typeof OfficialAppV2,
    ping: (bridge) => (bridge as unknown as V1Bridge).request({ method: "ping" }, EmptyResultSchema),
    onToolListChanged: (bridge, fn) =>
      (bridge as unknown as V1Bridge).setNotificationHandler(ToolListChangedNotificationSchema, (n) => fn(n.params)),
    signalOf: (extra) => (extra as { signal: AbortSignal }).signal,
  },
];

export const HOST_INFO = { name: "reference-host", version: "9.1.0" };
export const APP_INFO = { name: "interop-view", version: "1.2.3" };

/** Everything a host can offer. */
export const HOST_CAPABILITIES: McpUiHostCapabilities = {
  openLinks: {},
  downloadFile: {},
  serverTools: { listChanged: true },
  serverResources: { listChanged: true },
  logging: {},
  sampling: {},
  updateModelContext: { text: {} },
  message: { text: {} },
};

export const HOST_CONTEXT: McpUiHostContext = {
  theme: "dark",
  locale: "de-DE",
  displayMode: "inline",
  availableDisplayModes: ["inline", "fullscreen"],
  containerDimensions: { width: 640, maxHeight: 900 },
  toolInfo: { tool: { name: "show_board", inputSchema: { type: "object" } } },
};

export interface Pair {
  app: App;
  bridge: AppBridge;
  view: LinkedTransport;
  host: LinkedTransport;
}

export interface PairOptions {
  hostCapabilities?: McpUiHostCapabilities;
  hostContext?: McpUiHostContext;
  appCapabilities?: McpUiAppCapabilities;
  appOptions?: AppOptions;
  /** Runs after both sides exist and before either connects (register handlers, tools …). */
  before?: (pair: Pair) => void;
}

const open: Array<() => Promise<void>> = [];

/** Creates the bridge and our App, connects both, and waits for the bridge's `initialized`. */
export async function connectPair(flavor: Flavor, options: PairOptions = {}): Promise<Pair> {
  const pair = createPair(flavor, options);
  const initialized = new Promise<void>((resolve) => pair.bridge.addEventListener("initialized", () => resolve()));
  await connectBridge(pair);
  await pair.app.connect(pair.view);
  await initialized;
  return pair;
}

/**
 * Connects the bridge to the host end, delivering each message to it in its own task (as
 * postMessage does) rather than in a microtask: the 2.x bridge validates notifications
 * asynchronously, so microtask delivery would let a request overtake the `initialized` before it.
 */
export async function connectBridge({ bridge, host }: Pair): Promise<void> {
  // The linked transport has the SDK's Transport shape; only its generic onmessage typing differs.
  await bridge.connect(host as unknown as Parameters<AppBridge["connect"]>[0]);
  const deliver = host.onmessage!;
  host.onmessage = (message, extra) => void setTimeout(() => deliver(message, extra));
}

/** Creates both sides without connecting them; {@link closeAll} closes them. */
export function createPair(flavor: Flavor, options: PairOptions = {}): Pair {
  const [view, host] = createLinkedTransports();
  const bridge = new flavor.Bridge(null, HOST_INFO, options.hostCapabilities ?? HOST_CAPABILITIES, {
    hostContext: options.hostContext ?? HOST_CONTEXT,
  });
  const app = new App(APP_INFO, options.appCapabilities ?? {}, { autoResize: false, ...options.appOptions });
  open.push(async () => {
    await app.close();
    await bridge.close();
  });
  const pair = { app, bridge, view, host };
  options.before?.(pair);
  return pair;
}

/** Closes every pair made since the last call (for `afterEach`). */
export async function closeAll(): Promise<void> {
  for (const close of open.splice(0)) await close();
}

/** A promise for the first call of a callback, and the callback to install. */
export function nextCall<T>(): { promise: Promise<T>; fn: (value: T) => void } {
  let fn!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (fn = resolve));
  return { promise, fn };
}
