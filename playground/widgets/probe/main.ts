// The probe view (`mcp-view probe`'s one tool opens it): rendered in a real host, it records what the
// host sends and allows (host-recorder.ts: the handshake's answer, the context and its changes;
// frame-check.ts: the frame and the sizes it follows; csp-check.ts: the policy it applies;
// host-requests.ts: which requests it answers, within a wait) and hands the record to the server's
// app-only tool, which writes the profile file. Each later context change saves again, and so does
// the button that tries the requests that act. The record is also shown, to copy where the host
// lets the view call no server tool.
import { App, AppError, syncHostStyles, type CallToolResult } from "mcp-view";
import {
  MAX_RECORD_LENGTH,
  REPORT_TOOL,
  REQUEST_WAIT,
  type ProbeAnswer,
  type ProbeRecord,
  type ProbeSaved,
  type ProbeStart,
} from "../../shared/probe-record.js";
import { checkCsp } from "./csp-check.js";
import { checkFrame, checkSizes } from "./frame-check.js";
import { HostRecorder } from "./host-recorder.js";
import { actingRequests, askAll, automaticRequests } from "./host-requests.js";

/** Heights the view reports in turn, unlikely to be the frame's own: the second past any host's limit. */
const HEIGHTS = [213, 1870];

const recorder = new HostRecorder();
const app = new App({ name: "mcp-view-probe", version: "1.0.0" }, {}, { autoResize: false, log: recorder.log });
syncHostStyles(app);
const status = document.getElementById("status")!;
const summary = document.getElementById("summary")!;
const shown = document.getElementById("record")!;
const act = document.getElementById("act")!;
const csp = checkCsp(); // at once: it needs no host

let probeId: string | undefined;
let resultArrived: () => void = () => {};
const result = new Promise<void>((resolve) => (resultArrived = resolve));
app.ontoolresult = (tool: CallToolResult) => {
  const id = (tool.structuredContent as Partial<ProbeStart> | undefined)?.probeId;
  if (typeof id === "string") probeId = id;
  resultArrived();
};

function say(text: string, kind = ""): void {
  status.textContent = text;
  status.className = kind;
}

/** Resolves after `ms`, or earlier with `promise`. */
const orAfter = (promise: Promise<unknown>, ms: number) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

/** The record, its oldest context changes dropped while it is too long for the server. */
function recordOf(parts: Omit<ProbeRecord, "format" | "initialize" | "contextChanges" | "received" | "toolResult">): ProbeRecord {
  const { initialize = {}, contextChanges, received, toolResult } = recorder;
  const record: ProbeRecord = { format: 1, initialize, contextChanges: [...contextChanges], received: [...received], toolResult, ...parts };
  while (JSON.stringify(record).length > MAX_RECORD_LENGTH && record.contextChanges.length) record.contextChanges.shift();
  return record;
}

const row = (term: string, text: string) => [
  Object.assign(document.createElement("dt"), { textContent: term }),
  Object.assign(document.createElement("dd"), { textContent: text }),
];

const answers = (list: ProbeAnswer[]) =>
  list.map((a) => `${a.method}: ${a.outcome === "error" ? `error ${a.code}` : a.outcome}`).join("; ");

function showSummary(record: ProbeRecord): void {
  const info = app.getHostVersion();
  const context = app.getHostContext();
  const caps = Object.keys(app.getHostCapabilities() ?? {});
  const { frame, csp: policy } = record;
  const ran = Object.entries(policy.ran)
    .map(([kind, yes]) => `${kind} ${yes ? "ran" : "blocked"}`)
    .join(", ");
  summary.replaceChildren(
    ...row("Host", info ? `${info.name} ${info.version}` : "(no hostInfo)"),
    ...row("Capabilities", caps.join(", ") || "none"),
    ...row("Display modes", (context?.availableDisplayModes ?? []).join(", ") || "none said"),
    ...row("Frame", `${frame.origin}, storage ${frame.storage}, ${frame.compatMode === "BackCompat" ? "quirks mode" : "standards mode"}`),
    ...row("Scripts", ran),
    ...row("Sizes", record.sizes.map((s) => `${s.reported} → ${s.after}`).join(", ")),
    ...row("Requests", answers(record.requests)),
  );
  shown.textContent = JSON.stringify(record, null, 2);
}

let saving: Promise<void> | undefined;
let again = false;
let current: ProbeRecord | undefined;

/** Hands the record to the server; never two at once, and one more after a save if something changed meanwhile. */
function save(record: ProbeRecord): void {
  current = record;
  showSummary(record);
  if (saving) return void (again = true);
  saving = send(record).finally(() => {
    saving = undefined;
    if (again) ((again = false), save(current!));
  });
}

async function send(record: ProbeRecord): Promise<void> {
  try {
    const answer = await app.callServerTool({ name: REPORT_TOOL, arguments: { ...(probeId && { probeId }), record } });
    const saved = answer.structuredContent as Partial<ProbeSaved> | undefined;
    if (answer.isError || typeof saved?.file !== "string") {
      const why = answer.content.find((c) => c.type === "text")?.text ?? "no file named";
      return say(`The server did not save the record: ${why}`, "failed");
    }
    say(`Saved ${saved.file} (profile "${saved.name}") where the probe server writes.`, "saved");
  } catch (error) {
    const why =
      error instanceof AppError && error.code === -32601 ? "this host lets the view call no server tool" : (error as Error).message;
    say(`The record could not be handed back (${why}): copy it from below into a file, and run mcp-view probe --record <file>.`, "failed");
    offerCopy();
  }
}

/** Opens the record and offers to copy it: to the clipboard where the frame may write it, else selected for the user to copy. */
function offerCopy(): void {
  (document.getElementById("record-details") as HTMLDetailsElement).open = true;
  const copy = document.getElementById("copy")!;
  copy.hidden = false;
  copy.onclick = () =>
    navigator.clipboard.writeText(shown.textContent ?? "").then(
      () => (copy.textContent = "Copied"),
      () => getSelection()?.selectAllChildren(shown),
    );
}

async function probe(): Promise<void> {
  await app.connect();
  const frame = checkFrame();
  const mode = app.getHostContext()?.displayMode ?? "inline";
  const [requests, sizes, policy] = await Promise.all([
    askAll(app, automaticRequests(mode), REQUEST_WAIT),
    checkSizes(app, HEIGHTS),
    csp,
    orAfter(result, REQUEST_WAIT),
  ]);
  await app.sendSizeChanged({ width: innerWidth, height: document.documentElement.scrollHeight });
  app.setupSizeChangedNotifications();
  const parts = { requests, frame, csp: policy, sizes };
  recorder.oncontextchange = () => save(recordOf(parts));
  act.hidden = false;
  document.getElementById("act-button")!.addEventListener("click", async () => {
    const acted = await askAll(app, actingRequests, REQUEST_WAIT, true);
    parts.requests = [...requests, ...acted];
    save(recordOf(parts));
  });
  say("Handing the record to the probe server…");
  save(recordOf(parts));
}

probe().catch((error: Error) => say(`The probe stopped: ${error.message}`, "failed"));
