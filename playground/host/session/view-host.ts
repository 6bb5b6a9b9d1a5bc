// The host of one mounted view: the test kit's host for its frame (bridge.ts) with the profile's
// capabilities, the resource's sandbox and the current host context, answering through the
// handlers, its every record in the JSON-RPC log, and what the records tell in the diagnostics: a
// request for a capability the profile lacks (answered -32601), and a frame that navigated away.
import type { Client } from "@modelcontextprotocol/client";
import type { Tool } from "@modelcontextprotocol/client";
import type { ContentBlock, McpUiResourceMeta, Transport } from "mcp-view";
import { NAVIGATED_AWAY, REQUIRED_CAPABILITY, type ServerSnapshot } from "mcp-view/testing";
import { lookOf, measuredFindings } from "./a11y-measure.js";
import { createFrameHost, type FrameHost } from "./bridge.js";
import { contentText } from "./content-text.js";
import type { ChecksFeed } from "./checks-feed.js";
import { buildHostContext, type ViewSpace } from "./context.js";
import type { ModelContext, SessionEmitter } from "./events.js";
import { gestureCheck } from "./gesture.js";
import { wireHandlers, type HandlerDeps } from "./handlers.js";
import { profileById, type PlaygroundProfile } from "./profiles.js";
import { refusalLine } from "./refusal-line.js";
import { watchConformance } from "./view-checks.js";
import type { SettingsStore } from "./settings.js";

/** What a view needs from the session. */
export interface ViewDeps {
  client: Client;
  /** The MCP protocol revision `client` agreed on with the server (the profile's own, where it has one). */
  revision?: string;
  tools: Tool[];
  settings: SettingsStore;
  space: ViewSpace;
  events: SessionEmitter;
}

/** What the run decides for the view. */
export interface ViewHooks extends Pick<HandlerDeps, "allowsMode" | "onTeardownRequest" | "onServerCall"> {
  /** Applies the display mode and container to the stage (the frame is there, the host not yet). */
  layout(): void;
  /** Measure the view for the accessibility rules once it is judged (the stage's view; a matrix row measures its own). */
  judgesAccessibility?: boolean;
}

/**
 * Creates the host for the view of `tool` in `iframe` (over `transport` when given: the fake
 * window.openai); `view.server` is what the view's run read of the server, and `view.feed` takes
 * the conformance findings. With `view.elicitation`, the view renders an elicitation of the tool's
 * call: the host offers `hostCapabilities.elicitation`, and its context names no tool.
 */
export function createViewHost(
  deps: ViewDeps,
  tool: Tool,
  iframe: HTMLIFrameElement,
  meta: McpUiResourceMeta,
  hooks: ViewHooks,
  transport: Transport | undefined,
  view: { server: ServerSnapshot; feed: ChecksFeed; elicitation?: boolean },
): FrameHost {
  const { server, feed, elicitation } = view;
  const { settings, space, events } = deps;
  const profile = profileById(settings.value.profile);
  const sandbox = { ...(meta.permissions && { permissions: meta.permissions }), ...(meta.csp && { csp: meta.csp }) };
  const frameHost = createFrameHost(iframe, {
    transport,
    profile: profile.kit,
    hostCapabilities: { ...profile.kit.hostCapabilities, sandbox, ...(elicitation && { elicitation: {} }) },
    hostContext: buildHostContext(settings.value, space, elicitation ? undefined : { tool }),
    onRecord: (record) => {
      if (record.direction === "ignored") return void (record.note?.startsWith(NAVIGATED_AWAY) && navigated(events, record.note));
      events.dispatch("rpc", { channel: "view", direction: record.direction === "sent" ? "out" : "in", message: record.message });
      if (record.direction === "sent" && record.kind === "error" && (record.params as { code?: number }).code === -32601)
        missing(events, profile.label, record.method ?? "?");
      const refusal = record.direction === "received" && record.kind === "request" ? refusalLine(profile, record.method ?? "") : undefined;
      if (refusal) events.dispatch("diagnostic", refusal);
      if (refusal && record.method === "ui/update-model-context") ignoredContext(events, profile, record.params, frameHost);
      if (refusal && record.method === "ui/message") events.dispatch("view-message", { text: messageText(record.params), ignored: true });
    },
  });
  // The stage's view is measured as it stands: under this profile, in this theme.
  const measure = hooks.judgesAccessibility
    ? async () => {
        const { findings, problems } = await measuredFindings(frameHost.host, iframe, lookOf(profile, settings.value.theme));
        if (problems.length)
          events.dispatch("diagnostic", {
            key: "check:a11y-probe",
            severity: "warn",
            title: "The accessibility rules could not measure all of the view",
            detail: `${problems.join("; ")}. The parts it measured are judged.`,
          });
        return findings;
      }
    : undefined;
  watchConformance(frameHost.host, iframe, tool, server, feed, measure);
  const requireGesture = gestureCheck(profile, events);
  wireHandlers(frameHost.host, { ...deps, ...hooks, requireGesture, switchMode: (mode) => settings.set({ displayMode: mode }) });
  return frameHost;
}

/**
 * A model context the profile's host answers with success and never shows the model (its facts
 * say so, and the test kit answers it without the handlers): the Context panel shows it, and says so.
 */
function ignoredContext(events: SessionEmitter, profile: PlaygroundProfile, params: unknown, frameHost: FrameHost | undefined): void {
  if (profile.kit.facts?.refuses?.["ui/update-model-context"]?.kind !== "ignored" || typeof params !== "object" || params === null) return;
  const from = frameHost?.host.appInfo?.name ?? "the view";
  events.dispatch("model-context", { context: params as ModelContext, from, ignoredBy: profile.label });
}

/** A `ui/message`'s text, as the chat shows it. */
const messageText = (params: unknown): string => contentText((params as { content?: ContentBlock[] } | null)?.content);

function navigated(events: SessionEmitter, note: string): void {
  events.dispatch("diagnostic", {
    key: "navigated",
    severity: "error",
    title: "The view navigated its frame away, so the host stopped talking to it",
    detail: `${note}. Hosts bind a view to the document they loaded: use ui/open-link to open pages. Reload or re-run the view.`,
  });
}

function missing(events: SessionEmitter, host: string, method: string): void {
  const cap = REQUIRED_CAPABILITY[method];
  const line = cap
    ? {
        title: `The view called ${method}, but this host lacks hostCapabilities.${cap}`,
        detail: `${host} does not advertise ${cap}, so it answered -32601 Method not found. Check app.getHostCapabilities()?.${cap} before calling, and degrade gracefully.`,
      }
    : { title: `The view called ${method}, which this host does not implement`, detail: "It was answered -32601 Method not found." };
  events.dispatch("diagnostic", { key: `cap:${method}`, severity: "warn", ...line });
}
