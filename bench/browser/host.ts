// The host page of the Chromium benchmark and of the script-tag test (bundled for the browser): the
// official AppBridge, with no MCP client, talking to one widget in a sandboxed cross-origin iframe
// whose URL is the `widget` query parameter. With a `toolCallId` parameter (a number), the host
// context names the tool call (`toolInfo`: that id, the tool `bench_results`); without it, none, as
// on hosts that leave `toolInfo.id` out. Drivers reach it through `window.__host`.
import { AppBridge, PostMessageTransport, type McpUiStyles } from "@modelcontextprotocol/ext-apps/app-bridge";
import { resultData, type ResultData } from "./resultData.js";

/** What the page exposes to its driver. */
export interface BenchHost {
  bridge: AppBridge;
  initialized: boolean;
  calls: Array<{ name: string; arguments?: Record<string, unknown> }>;
  /** Sends `n` tool-input-partial notifications; resolves with when sending started and when all were posted (absolute ms). */
  sendPartials(n: number, phase?: string): Promise<{ start: number; end: number }>;
  /** Sends `n` tool-input-partial notifications, one every `everyMs` ms; resolves with the same times. */
  sendPaced(n: number, everyMs: number, phase: string): Promise<{ start: number; end: number }>;
  /** Builds the tool result of about `length` characters of JSON (bench/browser/resultData.ts), to send later; returns its exact length. */
  prepareResult(length: number): number;
  /** Sends the prepared result as `ui/notifications/tool-result`; resolves once posted. */
  sendResult(): Promise<void>;
}

let prepared: ResultData | undefined;

const now = () => performance.timeOrigin + performance.now();
const partial = (step: number, phase?: string) => ({ arguments: { city: "Paris", days: 7, step, ...(phase ? { phase } : {}) } });

const iframe = document.createElement("iframe");
iframe.setAttribute("sandbox", "allow-scripts allow-same-origin");
const params = new URLSearchParams(location.search);
const toolCallId = params.get("toolCallId");
iframe.src = params.get("widget") ?? "about:blank";
document.body.append(iframe);

const bridge = new AppBridge(
  null,
  { name: "bench-host", version: "1.0.0" },
  { serverTools: {}, openLinks: {}, logging: {}, updateModelContext: { text: {} }, message: { text: {} } },
  {
    hostContext: {
      theme: "light",
      displayMode: "inline",
      availableDisplayModes: ["inline", "fullscreen"],
      containerDimensions: { maxHeight: 600, width: 400 },
      locale: "en-US",
      timeZone: "Europe/Paris",
      platform: "web",
      styles: { variables: { "--color-background-primary": "#ffffff", "--color-text-primary": "#111111" } as McpUiStyles },
      ...(toolCallId === null
        ? {}
        : { toolInfo: { id: Number(toolCallId), tool: { name: "bench_results", inputSchema: { type: "object" } } } }),
    },
  },
);

const host: BenchHost = {
  bridge,
  initialized: false,
  calls: [],
  async sendPartials(n, phase) {
    const start = now();
    const sent: Array<Promise<void>> = [];
    for (let i = 0; i < n; i++) sent.push(bridge.sendToolInputPartial(partial(i, phase)));
    await Promise.all(sent);
    return { start, end: now() };
  },
  sendPaced(n, everyMs, phase) {
    const start = now();
    const sent: Array<Promise<void>> = [];
    return new Promise((resolve) => {
      const timer = setInterval(() => {
        sent.push(bridge.sendToolInputPartial(partial(sent.length, phase)));
        if (sent.length < n) return;
        clearInterval(timer);
        void Promise.all(sent).then(() => resolve({ start, end: now() }));
      }, everyMs);
    });
  },
  prepareResult(length) {
    prepared = resultData(length);
    return JSON.stringify(prepared).length;
  },
  sendResult() {
    const data = prepared!;
    prepared = undefined;
    return bridge.sendToolResult({
      content: [{ type: "text", text: `${data.total} rows` }],
      structuredContent: data as unknown as Record<string, unknown>,
    });
  },
};
(window as unknown as { __host: BenchHost }).__host = host;

bridge.oninitialized = () => {
  host.initialized = true;
};
bridge.oncalltool = async (params) => {
  host.calls.push(params);
  return {
    content: [{ type: "text", text: `called ${params.name}` }],
    structuredContent: { tool: params.name, arguments: params.arguments ?? {} },
  };
};
void bridge.connect(new PostMessageTransport(iframe.contentWindow!, iframe.contentWindow!));
