// Benchmark 3, happy-dom in Node (the environment widget tests run in): the official AppBridge and
// each runtime's App connected by a Node MessageChannel (structured clone, delivery on the event
// loop, like postMessage). Per run: 5,000 tool-input-partial notifications from the host until the
// widget handler has seen the last, then 1,000 sequential callServerTool round trips.
import { MessageChannel, type MessagePort } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import { AppBridge } from "@modelcontextprotocol/ext-apps/app-bridge";
import { builtinEnvironments } from "vitest/runtime";
import type { Sdk, SdkId } from "./lib/sdks.js";
import { alternate } from "./lib/stats.js";

export const PARTIALS = 5000;
export const CALLS = 1000;

/** One run of one runtime. */
export interface NodeRun {
  partialsMs: number;
  callsMs: number;
}

/** What the benchmark needs of an App class (every runtime's App has this shape). */
interface BenchApp {
  ontoolinputpartial: ((params: unknown) => void) | undefined;
  connect(transport: unknown): Promise<void>;
  callServerTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<unknown>;
  close?(): Promise<void>;
}
type AppClass = new (info: { name: string; version: string }) => BenchApp;

/** Runs `rounds` rounds (plus one warm-up round, discarded), each runtime once per round, rotating the order. */
export async function measureHappyDom(
  sdks: readonly Sdk[],
  rounds: number,
  onRun?: (id: SdkId, run: NodeRun) => void,
): Promise<Map<SdkId, NodeRun[]>> {
  const env = builtinEnvironments["happy-dom"];
  const { teardown } = await env.setup(globalThis, { happyDOM: { url: "https://widget.example/" } });
  try {
    const classes = new Map<SdkId, AppClass>();
    for (const sdk of sdks)
      classes.set(sdk.id, ((await import(sdk.core.startsWith("/") ? pathToFileURL(sdk.core).href : sdk.core)) as { App: AppClass }).App);
    return await alternate(
      sdks.map((s) => s.id),
      rounds,
      (id) => runOnce(classes.get(id)!),
      onRun,
    );
  } finally {
    await teardown(globalThis);
  }
}

async function runOnce(App: AppClass): Promise<NodeRun> {
  const { port1, port2 } = new MessageChannel();
  const bridge = new AppBridge(
    null,
    { name: "bench-host", version: "1.0.0" },
    { serverTools: {} },
    { hostContext: { theme: "light", displayMode: "inline" } },
  );
  bridge.oncalltool = async (params) => ({ content: [{ type: "text", text: "ok" }], structuredContent: { echo: params.arguments ?? {} } });
  const initialized = new Promise<void>((resolve) => (bridge.oninitialized = () => resolve()));
  await bridge.connect(portTransport(port2) as Parameters<AppBridge["connect"]>[0]);
  const app = new App({ name: "bench", version: "1.0.0" });
  let count = 0;
  const received = new Promise<void>((resolve) => (app.ontoolinputpartial = () => ++count === PARTIALS && resolve()));
  try {
    await app.connect(portTransport(port1));
    await initialized;
    const t0 = performance.now();
    for (let i = 0; i < PARTIALS; i++) void bridge.sendToolInputPartial({ arguments: { city: "Paris", days: 7, step: i } });
    await received;
    const t1 = performance.now();
    for (let i = 0; i < CALLS; i++) await app.callServerTool({ name: "echo", arguments: { i } });
    return { partialsMs: t1 - t0, callsMs: performance.now() - t1 };
  } finally {
    await app.close?.();
    await bridge.close();
    port1.close();
    port2.close();
  }
}

/** A transport (SDK shape) over one end of a Node MessageChannel. */
function portTransport(port: MessagePort) {
  const transport = {
    onmessage: undefined as ((message: unknown, extra?: { origin?: string }) => void) | undefined,
    onerror: undefined as ((error: Error) => void) | undefined,
    onclose: undefined as (() => void) | undefined,
    async start() {
      port.on("message", (data) => transport.onmessage?.(data, { origin: "https://host.example" }));
    },
    async send(message: unknown) {
      port.postMessage(message);
    },
    async close() {
      port.close();
      transport.onclose?.();
    },
  };
  return transport;
}
