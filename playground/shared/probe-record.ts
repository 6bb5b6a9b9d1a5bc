// The contract between the probe view (widgets/probe/, running in a host nobody here controls) and
// the probe server (probe/, `mcp-view probe`): the names of its tools and its view, and the record
// the view hands back through the app-only tool: what the host sent (the `ui/initialize` answer, the
// context and its changes, every other message's method), what it allowed (the frame, the CSP it
// really applies) and followed (the sizes), and how it answered each request. The server checks it
// whole (probe/record-schema.ts) before it makes a profile of it; these limits are the schema's.

/** The tool that opens the probe view (the model and people call it). */
export const PROBE_TOOL = "probe_host";
/** The app-only tool the view hands its record back through. */
export const REPORT_TOOL = "probe_report";
/** The probe view's resource. */
export const PROBE_URI = "ui://mcp-view-probe/probe.html";

/**
 * Origins the probe's resource declares in each `_meta.ui.csp` field, so that the policy the frame
 * gets says which fields the host kept: each is looked for in its text, never fetched (`.invalid`
 * names no host).
 */
export const CSP_SENTINELS = {
  connectDomains: "https://connect.mcp-view-probe.invalid",
  resourceDomains: "https://resource.mcp-view-probe.invalid",
  frameDomains: "https://frame.mcp-view-probe.invalid",
  baseUriDomains: "https://base.mcp-view-probe.invalid",
} as const;

/** How long the view waits for each answer before it counts the request as unanswered (ms). */
export const REQUEST_WAIT = 5000;

/** The largest record the server takes, as JSON (characters). */
export const MAX_RECORD_LENGTH = 262_144;

/** How many of each list a record holds at most. */
export const MAX_ITEMS = { requests: 40, contextChanges: 50, received: 200, sizes: 8, violations: 50 } as const;

/** How the host answered one request of the view. */
export type ProbeAnswer =
  /** A result; `keys` are its top-level keys, and `isError` an action the host declined (`{ isError: true }`). */
  | { method: string; outcome: "answered"; ms: number; keys: string[]; isError?: true; gesture?: boolean }
  /** A JSON-RPC error. */
  | { method: string; outcome: "error"; ms: number; code: number; message: string; gesture?: boolean }
  /** No answer within the wait. */
  | { method: string; outcome: "unanswered"; ms: number; gesture?: boolean };

/** One size the view reported, and the frame's height before and after. */
export interface ProbeSize {
  reported: number;
  before: number;
  /** The frame's height once it changed, or when the wait ended. */
  after: number;
  /** Whether the frame changed height within the wait. */
  changed: boolean;
}

/** What the view saw of its frame. */
export interface ProbeFrame {
  /** Its origin seen against the host page's (`location.ancestorOrigins`); `unknown` where the browser does not say. */
  origin: "cross-site" | "same-site" | "opaque" | "unknown";
  /** The host page's origin, where the browser tells it. */
  ancestor?: string;
  storage: "works" | "blocked";
  /** `document.compatMode`: the view's HTML has no doctype, so `BackCompat` means it was not given standards mode. */
  compatMode: "CSS1Compat" | "BackCompat";
  /** Whether `window.openai` was there. */
  openai: boolean;
  width: number;
  height: number;
  userAgent: string;
}

/** What the frame's Content-Security-Policy allowed, tried without a network request. */
export interface ProbeCsp {
  /** The policy's text, from the first violation report (`originalPolicy`); absent when nothing was blocked. */
  policy?: string;
  /** A module from a `data:` URL, one from a `blob:` URL, a worker from each, and a fetch of a `data:` URL. */
  ran: { dataModule: boolean; blobModule: boolean; blobWorker: boolean; dataWorker: boolean; dataFetch: boolean };
  violations: Array<{ directive: string; blocked: string }>;
}

/** The record the view hands back. */
export interface ProbeRecord {
  format: 1;
  /** The `ui/initialize` answer, as the host sent it. */
  initialize: Record<string, unknown>;
  /** Each `ui/notifications/host-context-changed`'s params, with milliseconds since the handshake. */
  contextChanges: Array<{ at: number; params: Record<string, unknown> }>;
  /** Every other message the host sent the view, by method. */
  received: Array<{ at: number; method: string; kind: "request" | "notification" }>;
  /** Whether the tool result arrived, and with `structuredContent` (the server always sends it). */
  toolResult: "with-structured" | "without-structured" | "none";
  requests: ProbeAnswer[];
  frame: ProbeFrame;
  csp: ProbeCsp;
  sizes: ProbeSize[];
}

/** The probe tool's result, for the view: which probe it is (so each save of one view goes to one file). */
export interface ProbeStart {
  probeId: string;
}

/** The report tool's result: the file written, by name only (it is in the directory the server was given). */
export interface ProbeSaved {
  file: string;
  name: string;
  saves: number;
}
