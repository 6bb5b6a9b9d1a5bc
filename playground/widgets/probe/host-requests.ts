// The requests the probe view makes of its host, and how each was answered: a result, an error, or
// nothing within the wait (`unanswered`, never a hang). The automatic ones change nothing the user
// sees (a ping, the display mode it is in, a line of model context, its own resource, the resource
// list); the ones that act (a chat message, a link, a download, a sampling call) are sent only from a
// click on the view's button, so they also carry the user's gesture.
import { AppError, type App, type McpUiDisplayMode } from "mcp-view";
import { PROBE_URI, type ProbeAnswer } from "../../shared/probe-record.js";

type Request = readonly [method: string, params: Record<string, unknown>];

/** The requests made as the view opens. */
export const automaticRequests = (mode: McpUiDisplayMode): Request[] => [
  ["ping", {}],
  ["ui/request-display-mode", { mode }],
  ["ui/update-model-context", { content: [{ type: "text", text: "mcp-view probe: this host was probed; nothing to act on." }] }],
  ["resources/read", { uri: PROBE_URI }],
  ["resources/list", {}],
];

/** The requests made on the user's click: each does something the user sees. */
export const actingRequests: Request[] = [
  [
    "ui/message",
    { role: "user", content: [{ type: "text", text: "mcp-view probe: a test message (sent from the probe view's button)." }] },
  ],
  ["ui/open-link", { url: "https://example.com/" }],
  [
    "ui/download-file",
    {
      contents: [
        {
          type: "resource",
          resource: { uri: "file:///mcp-view-probe.txt", mimeType: "text/plain", text: "Downloaded from the mcp-view probe.\n" },
        },
      ],
    },
  ],
  ["sampling/createMessage", { messages: [{ role: "user", content: { type: "text", text: "Reply with OK." } }], maxTokens: 16 }],
];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Sends one request and says how it was answered, waiting at most `wait` ms. */
export async function ask(app: App, [method, params]: Request, wait: number, gesture = false): Promise<ProbeAnswer> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const flag = gesture ? { gesture: true } : {};
  try {
    const result: unknown = await app.request({ method, params }, { timeout: wait });
    const keys = isObject(result) ? Object.keys(result).slice(0, 20) : [];
    const declined = isObject(result) && result.isError === true ? { isError: true as const } : {};
    return { method, outcome: "answered", ms: ms(), keys: keys.map((k) => k.slice(0, 100)), ...declined, ...flag };
  } catch (error) {
    if (error instanceof AppError && error.kind === "TIMEOUT") return { method, outcome: "unanswered", ms: ms(), ...flag };
    const code = error instanceof AppError && Number.isInteger(error.code) ? error.code! : -32603;
    const message = (error instanceof Error ? error.message : String(error)).replace(/^MCP error -?\d+: /, "").slice(0, 1000);
    return { method, outcome: "error", ms: ms(), code, message, ...flag };
  }
}

/** Sends `requests` side by side; the answers in the same order. */
export const askAll = (app: App, requests: readonly Request[], wait: number, gesture = false): Promise<ProbeAnswer[]> =>
  Promise.all(requests.map((request) => ask(app, request, wait, gesture)));
