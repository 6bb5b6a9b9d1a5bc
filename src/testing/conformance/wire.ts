// The behaviour rules (APP-100…106, SIZE-002): what a view sent, read from the wire as a host saw
// it, not from the App's own checks. The input is the messages both ways in order, so a test host's
// record, the dev host's RPC log and `mcp-view check`'s frame all feed the same check.
import { estimateTokens, MODEL_CONTEXT_TOKENS } from "../../index.js";
import { finding, type Finding } from "./rules.js";

/** One message as a host saw it: from the view, or sent to it. */
export interface WireMessage {
  from: "view" | "host";
  message: unknown;
}

/** Options of {@link checkWire}. */
export interface WireOptions {
  /**
   * Whether the view has had its time: false judges only what was sent (a view still starting has not
   * yet failed to send ui/initialize, initialized, its size or its tools/list answer). @default true
   */
  settled?: boolean;
  /** What the findings are about. @default "view" */
  subject?: string;
}

/** The methods a view may send (requests and notifications), beside any `notifications/…` and OpenAI's `openai/…` extensions. */
const VIEW_METHODS = new Set([
  "ui/initialize",
  "ui/notifications/initialized",
  "ui/notifications/size-changed",
  "ui/notifications/request-teardown",
  "ui/open-link",
  "ui/download-file",
  "ui/message",
  "ui/update-model-context",
  "ui/request-display-mode",
  "ui/log",
  "tools/call",
  "tools/list",
  "resources/read",
  "resources/list",
  "resources/templates/list",
  "prompts/list",
  "sampling/createMessage",
  "ping",
]);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Whether `m` is a JSON-RPC 2.0 request, notification or response. */
function isJsonRpc(m: unknown): m is Json {
  if (!isObject(m) || m.jsonrpc !== "2.0") return false;
  if (typeof m.method === "string") return m.id === undefined || typeof m.id === "string" || typeof m.id === "number";
  return m.id !== undefined && ("result" in m || "error" in m) && !("result" in m && "error" in m);
}

/** Runs every behaviour rule on `wire`. */
export function checkWire(wire: readonly WireMessage[], options: WireOptions = {}): Finding[] {
  const subject = options.subject ?? "view";
  const findings: Finding[] = [];
  const view = wire.filter((w) => w.from === "view").map((w) => w.message);
  const settled = options.settled !== false;
  const initialize = view.find((m) => isObject(m) && m.method === "ui/initialize") as Json | undefined;
  if (!initialize) return settled ? [finding("APP-100", subject, "The view never sent ui/initialize.")] : [];
  const capabilities = isObject(initialize.params) ? initialize.params.appCapabilities : undefined;
  if (!isObject(capabilities)) findings.push(finding("APP-101", subject, "Its ui/initialize has no appCapabilities."));
  if (settled && !view.some((m) => isObject(m) && m.method === "ui/notifications/initialized"))
    findings.push(finding("APP-102", subject, "The view never sent ui/notifications/initialized."));
  for (const m of view) {
    if (!isJsonRpc(m)) findings.push(finding("APP-103", subject, `It sent ${preview(m)}, which is not JSON-RPC 2.0.`));
    else if (typeof m.method === "string" && !known(m.method))
      findings.push(finding("APP-103", subject, `It sent ${JSON.stringify(m.method)}, which is no method of the protocol.`));
  }
  if (settled && !view.some((m) => isObject(m) && m.method === "ui/notifications/size-changed"))
    findings.push(finding("APP-104", subject, "It never reported its size (ui/notifications/size-changed)."));
  if (isObject(capabilities) && capabilities.tools !== undefined) checkToolsList(wire, subject, findings, settled);
  checkModes(wire, subject, findings);
  const context = view.filter((m): m is Json => isObject(m) && m.method === "ui/update-model-context").at(-1);
  const tokens = context ? estimateTokens(context.params) : 0;
  if (tokens > MODEL_CONTEXT_TOKENS)
    findings.push(
      finding("SIZE-002", subject, `Its last ui/update-model-context is about ${tokens} tokens, over ${MODEL_CONTEXT_TOKENS}.`),
    );
  return findings;
}

const known = (method: string) => VIEW_METHODS.has(method) || method.startsWith("notifications/") || method.startsWith("openai/");

/** APP-105: every tools/list the host asked of a view declaring tools got a result with a tools array. */
function checkToolsList(wire: readonly WireMessage[], subject: string, findings: Finding[], settled: boolean): void {
  const asked = wire
    .filter((w) => w.from === "host" && isObject(w.message) && w.message.method === "tools/list")
    .map((w) => (w.message as Json).id);
  for (const id of asked) {
    const answer = wire.find((w) => w.from === "view" && isObject(w.message) && w.message.id === id && !("method" in w.message))
      ?.message as Json | undefined;
    const tools = isObject(answer?.result) ? answer.result.tools : undefined;
    if (!answer && !settled) continue; // still to come
    if (!Array.isArray(tools))
      findings.push(
        finding(
          "APP-105",
          subject,
          answer
            ? `It answered tools/list without a tools array: ${preview(answer)}.`
            : "It declared tools but never answered the host's tools/list.",
        ),
      );
  }
}

/** APP-106: each ui/request-display-mode names a mode the host offered (in the context current when it was sent). */
function checkModes(wire: readonly WireMessage[], subject: string, findings: Finding[]): void {
  let offered: unknown[] | undefined;
  for (const { from, message: m } of wire) {
    if (!isObject(m)) continue;
    if (from === "host") {
      const context = isObject(m.result)
        ? m.result.hostContext
        : m.method === "ui/notifications/host-context-changed"
          ? m.params
          : undefined;
      if (isObject(context) && Array.isArray(context.availableDisplayModes)) offered = context.availableDisplayModes;
    } else if (m.method === "ui/request-display-mode") {
      const mode = isObject(m.params) ? m.params.mode : undefined;
      const modes = offered ?? ["inline"];
      if (!modes.includes(mode))
        findings.push(
          finding(
            "APP-106",
            subject,
            `It asked for display mode ${JSON.stringify(mode)}; the host offers ${modes.map((x) => JSON.stringify(x)).join(", ")}.`,
          ),
        );
    }
  }
}

const preview = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
};
