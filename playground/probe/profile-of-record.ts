// A profile file made of a probe record: the host's identity, capabilities and context from the
// `ui/initialize` answer it sent, its colours per theme, the behaviours seen on the wire (the next
// wire names, `window.openai` beside the bridge, a tool result without `structuredContent`), and
// the facts seen from inside the frame (its origin, storage, document mode, CSP; the requests it
// answers with an error although it advertises them; what it never sent; the sizes it follows), each
// fact's source the probe and the day it ran. What the probe cannot see (the sandbox's other tokens,
// gestures, requests answered without being carried out) is left out. The result is checked with
// the kit's own reader before anything is written.
import { EXTENSION_ID, type Implementation, type McpUiHostCapabilities } from "mcp-view";
import {
  parseProfile,
  PROBED_URL,
  REQUIRED_CAPABILITY,
  type FactSource,
  type HostFacts,
  type HostProfile,
  type ProfileFile,
} from "mcp-view/testing";
import { REQUEST_WAIT, type ProbeAnswer, type ProbeRecord } from "../shared/probe-record.js";
import { readContext, themeVariables } from "./context-of-record.js";
import { cspFacts } from "./csp-of-record.js";

/** What the host's MCP client told the probe server, in the session the record came through. */
export interface ProbeClient {
  /** The protocol revision its `initialize` asked for. */
  protocolVersion?: string;
  clientInfo?: { name: string; version: string };
}

/** What a profile is made with besides the record. */
export interface ProfileMaking {
  name: string;
  /** When the record was saved. */
  at: Date;
  /** The probe: `mcp-view probe 0.1.0`. */
  by: string;
  client?: ProbeClient;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function hostInfoOf(initialize: Record<string, unknown>): Implementation | undefined {
  const info = initialize.hostInfo;
  if (!isObject(info) || typeof info.name !== "string" || !info.name || typeof info.version !== "string") return undefined;
  const title = typeof info.title === "string" ? { title: info.title.slice(0, 200) } : {};
  return { name: info.name.slice(0, 200), version: info.version.slice(0, 100), ...title };
}

/**
 * The host's capabilities: `hostCapabilities`, or SEP-2133's extension entry; every one an object.
 * `sandbox` is left out: it tells the view the policy and permissions of this one resource (the
 * probe's own), not what the host offers every view.
 */
function capabilitiesOf(initialize: Record<string, unknown>, extension: Record<string, unknown> | undefined): McpUiHostCapabilities {
  const raw = isObject(initialize.hostCapabilities) ? initialize.hostCapabilities : (extension ?? {});
  return Object.fromEntries(
    Object.entries(raw).filter(([name, value]) => name !== "sandbox" && !(name in Object.prototype) && isObject(value)),
  );
}

function extensionOf(initialize: Record<string, unknown>): Record<string, unknown> | undefined {
  const { capabilities } = initialize;
  const entry = isObject(capabilities) && isObject(capabilities.extensions) ? capabilities.extensions[EXTENSION_ID] : undefined;
  return isObject(entry) ? entry : undefined;
}

/** Whether the request needs no capability, or one the host advertises. */
const advertised = (caps: McpUiHostCapabilities, method: string) => {
  const needs = REQUIRED_CAPABILITY[method];
  return needs === undefined || caps[needs] !== undefined;
};

/** Refusals and sentences of the answers: errors to what the host advertises, silence, answers beyond it. */
function answersOf(requests: readonly ProbeAnswer[], caps: McpUiHostCapabilities): { refuses?: HostFacts["refuses"]; quirks: string[] } {
  const refuses: NonNullable<HostFacts["refuses"]> = {};
  const quirks: string[] = [];
  for (const answer of requests) {
    const clicked = answer.gesture ? " (sent during a click)" : "";
    if (answer.outcome === "unanswered") quirks.push(`${answer.method}${clicked} got no answer within ${REQUEST_WAIT / 1000} s.`);
    else if (answer.outcome === "error" && advertised(caps, answer.method))
      refuses[answer.method] = { kind: "error", code: answer.code, message: answer.message };
    else if (answer.outcome === "answered" && !advertised(caps, answer.method))
      quirks.push(`${answer.method}${clicked} is answered though the host does not advertise ${REQUIRED_CAPABILITY[answer.method]}.`);
    if (answer.outcome === "answered" && answer.isError)
      quirks.push(`${answer.method}${clicked} was answered { isError: true }: declined.`);
  }
  return { ...(Object.keys(refuses).length && { refuses }), quirks };
}

/** Sentences of the heights the view reported and the frame's answer to them. */
function sizeQuirks(sizes: ProbeRecord["sizes"]): string[] {
  const [first, tall] = sizes;
  if (first && !first.changed)
    return [`The frame did not follow the height the view reported (${first.reported} px): it stayed ${first.after} px high.`];
  if (tall?.changed && tall.after < tall.reported) return [`The frame follows the heights the view reports up to ${tall.after} px.`];
  return [];
}

/** The frame's facts, with the names of those seen. */
function frameOf(frame: ProbeRecord["frame"]): NonNullable<HostFacts["frame"]> {
  return {
    ...(frame.origin === "opaque" && { sandbox: "allow-scripts" }),
    ...(frame.origin !== "unknown" && { origin: frame.origin }),
    storage: frame.storage,
    document: frame.compatMode === "BackCompat" ? "written" : "as-served",
  };
}

/** Why each fact is what it is, in the repository's words. */
function notes(record: ProbeRecord, facts: HostFacts, host: string): Record<string, string> {
  const { frame } = record;
  const seen = `Seen by mcp-view probe in ${host}`;
  return {
    hostInfo: `${seen}: the hostInfo of its ui/initialize answer.`,
    hostCapabilities: `${seen}: the capabilities of its ui/initialize answer.`,
    displayModes: `${seen}: availableDisplayModes in its host context.`,
    protocolRevision: `${seen}: the protocol revision its MCP client's initialize asked the probe server for.`,
    "frame.sandbox": `${seen}: the view's origin was opaque, so the sandbox has no allow-same-origin; its other tokens are not visible from inside.`,
    "frame.origin": `${seen}: the view's origin against the host page's (${frame.ancestor ?? "opaque"}).`,
    "frame.storage": `${seen}: localStorage ${frame.storage === "works" ? "worked" : "threw"} in the frame.`,
    "frame.document": `${seen}: the view's HTML has no doctype, and its document was in ${frame.compatMode === "BackCompat" ? "quirks" : "standards"} mode.`,
    "csp.unsafeEval": `${seen}: the frame's policy, as its violation reports gave it.`,
    "csp.scripts": `${seen}: modules from data: and blob: URLs ${record.csp.ran.dataModule ? "ran" : "were blocked"} and ${record.csp.ran.blobModule ? "ran" : "were blocked"}.`,
    "csp.workers": `${seen}: the worker-src of the frame's policy.`,
    "csp.ignores": `${seen}: the probe's resource declared an origin in each _meta.ui.csp field, and the frame's policy left out ${facts.csp?.ignores?.join(", ") ?? "none"}.`,
    refuses: `${seen}: requests it advertises, answered with an error.`,
    neverSends: `${seen}: its host context had no toolInfo.`,
    quirks: `${seen}: what the requests, the sizes and the policy showed.`,
  };
}

/** The source of each fact set: the probe, on the day it ran. */
function sourcesOf(profile: HostProfile, record: ProbeRecord, day: string): FactSource[] {
  const facts = profile.facts ?? {};
  const set = [
    "hostInfo",
    "hostCapabilities",
    ...(profile.hostContext.availableDisplayModes ? ["displayModes"] : []),
    ...(profile.protocolRevision ? ["protocolRevision"] : []),
    ...Object.keys(facts.frame ?? {}).map((key) => `frame.${key}`),
    ...Object.keys(facts.csp ?? {}).map((key) => `csp.${key}`),
    ...(["refuses", "neverSends", "quirks"] as const).filter((key) => facts[key] !== undefined),
  ];
  const said = notes(record, facts, `${profile.hostInfo.name} ${profile.hostInfo.version}`);
  return set.map((fact) => ({ fact, url: PROBED_URL, observed: day, note: said[fact]! }));
}

/** The profile file of `record`; throws (the kit's ProfileError) if what the host sent cannot make one. */
export function profileOfRecord(record: ProbeRecord, making: ProfileMaking): ProfileFile {
  const { initialize } = record;
  const extension = extensionOf(initialize);
  const hostInfo = hostInfoOf(initialize) ?? { name: "Unnamed host", version: "0.0.0" };
  const hostCapabilities = capabilitiesOf(initialize, extension);
  const first = readContext(isObject(initialize.hostContext) ? initialize.hostContext : {});
  const answers = answersOf(record.requests, hostCapabilities);
  const csp = cspFacts(record.csp);
  const quirks = [
    ...(hostInfoOf(initialize) ? [] : ["The ui/initialize answer had no valid hostInfo (a name and a version)."]),
    ...first.invalid.map((field) => `The host context's ${field} is not valid: the App leaves it out.`),
    ...answers.quirks,
    ...sizeQuirks(record.sizes),
    ...(csp.unseen ? [csp.unseen] : []),
    ...(record.toolResult === "none" ? [`The view got no tool result within ${REQUEST_WAIT / 1000} s of opening.`] : []),
  ];
  const facts: HostFacts = {
    frame: frameOf(record.frame),
    ...(Object.keys(csp.facts).length && { csp: csp.facts }),
    ...(answers.refuses && { refuses: answers.refuses }),
    ...(!first.toolInfo && { neverSends: ["hostContext.toolInfo"] }),
    ...(quirks.length && { quirks }),
  };
  const behaviour = {
    ...(record.frame.openai && { openai: "alongside" as const }),
    ...(record.toolResult === "without-structured" && { stripsStructuredContent: true }),
    ...(extension && { nextWireNames: true }),
  };
  const revision = making.client?.protocolVersion;
  const profile: HostProfile = {
    hostInfo,
    hostCapabilities,
    hostContext: first.context,
    variables: themeVariables(
      first,
      record.contextChanges.map((c) => c.params),
    ),
    ...(first.fonts !== undefined && { fonts: first.fonts }),
    ...(Object.keys(behaviour).length && { behaviour }),
    ...(revision && /^\d{4}-\d{2}-\d{2}$/.test(revision) && { protocolRevision: revision }),
    facts,
  };
  const day = making.at.toISOString().slice(0, 10);
  facts.sources = sourcesOf(profile, record, day);
  return parseProfile({
    mcpViewProfile: 1,
    name: making.name,
    label: `${hostInfo.name} ${hostInfo.version} (probed ${day})`,
    probed: { by: making.by, at: making.at.toISOString() },
    profile,
    observed: {
      uiProtocolVersion: typeof initialize.protocolVersion === "string" ? initialize.protocolVersion.slice(0, 40) : null,
      ...(making.client && { mcpClient: making.client }),
      frame: record.frame,
      requests: record.requests,
      sizes: record.sizes,
      csp: record.csp,
      toolResult: record.toolResult,
      contextChanges: record.contextChanges,
      received: record.received,
    },
  });
}
