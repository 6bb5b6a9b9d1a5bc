// A view on the stage, as a host shows it: the tool's `ui://` resource read, handed to the widget
// origin, put in a sandboxed frame, and spoken to by the test kit's host over real postMessage (or,
// under ChatGPT with only window.openai, through the fake window.openai in the frame), with the
// handshake reported in the diagnostics (and what the host's records say: view-host.ts).
import type { Tool } from "@modelcontextprotocol/client";
import { RESOURCE_MIME_TYPE, type McpUiResourcePermissions } from "mcp-view";
import { checkRendered, checkServer, checkStyles, type RenderProbe, type ServerSnapshot, type TestHost } from "mcp-view/testing";
import { buildAllow } from "./allow.js";
import { measureView, noteErrors, viewDrawn, type MeasureAsk, type Measured } from "./a11y-measure.js";
import type { FrameHost } from "./bridge.js";
import type { CspViolation } from "../../shared/csp-violation.js";
import type { DesignReport } from "../../shared/design-probe.js";
import { checksFeed } from "./checks-feed.js";
import { DesignWatch } from "./design-watch.js";
import type { ViewConsoleEntry } from "../../shared/view-console.js";
import { ConsoleHeard } from "./console-diagnostics.js";
import { buildHostContext } from "./context.js";
import type { Diagnostic, SessionEmitter } from "./events.js";
import { ms } from "./format.js";
import { frameFacts, frameSandbox } from "./frame-facts.js";
import { linkOpenAiView, type OpenAiView } from "./openai-view.js";
import { PROFILES, profileById } from "./profiles.js";
import { readRawView, uiResourceOf, type UiResource } from "./resource.js";
import { createViewHost, type ViewDeps, type ViewHooks } from "./view-host.js";
import { registerFrame } from "./register-frame.js";

export type { ViewDeps, ViewHooks } from "./view-host.js";

/** Milliseconds without `ui/initialize` (after the frame loaded) before the diagnostics call the view silent. */
export const HANDSHAKE_GRACE_MS = 3000;

/** A mounted view. */
export interface ViewFrame {
  host: TestHost;
  iframe: HTMLIFrameElement;
  /** The frame's URL on the widget origin, and that origin. */
  url: string;
  origin: string;
  /** The view's resource as `resources/read` gave it (what a saved fixture inlines). */
  resource: UiResource;
  /** Resolves when the view completed the handshake (never rejects). */
  initialized: Promise<void>;
  /** An entry the frame's console capture sent: its diagnostics line, and the reason of a handshake that never came. */
  noteConsole(entry: ViewConsoleEntry): void;
  /** A CSP violation the frame reported: its diagnostics line, once (a note until the view fails). */
  noteViolation(v: CspViolation): Diagnostic | undefined;
  /** A report of the frame's design probe: the design rules' lines. */
  noteDesign(report: DesignReport): void;
  /** What the design probe saw so far (`settled`: the run is over). */
  design(settled: boolean): RenderProbe;
  /** Resolves when the view's document changed after toolcancelled. */
  designChanged: Promise<void>;
  /** Measures the view for the accessibility rules, in its frame (a11y-measure.ts). */
  measure(what: MeasureAsk): Promise<Measured>;
  /** Resolves once the view handled what it was sent so far, and drew it. */
  drawn(): Promise<void>;
  /** Stops the host and its feed (the stage removes the frame). */
  close(): void;
}

const OPENAI_CONNECTED =
  "The fake window.openai in the view's frame completed the handshake with this host. It turns the view's calls into requests to this host, and this host's tool data and context into its globals and openai:set_globals events, in messages of their own; the view's own ui/initialize gets no answer.";

/** How a view is mounted: as the tool's view, or (`elicitation`) as the view an elicitation of the tool's call names. */
export interface MountOptions {
  /** The view renders an elicitation of `tool`'s call (the host offers `hostCapabilities.elicitation`, and no tool data comes). */
  elicitation?: boolean;
}

/** Reads `uri` and mounts it for `tool` (its own view, or the one its elicitation names). */
export async function mountView(deps: ViewDeps, tool: Tool, uri: string, hooks: ViewHooks, options: MountOptions = {}): Promise<ViewFrame> {
  const { client, settings, space, events } = deps;
  const report = (line: Diagnostic) => events.dispatch("diagnostic", line);
  // The conformance rules on the server as this view meets it, then on what the view does (view-host.ts).
  const feed = checksFeed(events);
  const raw = await readRawView(client, uri);
  const tools = options.elicitation ? [] : [tool]; // an elicitation's view is no tool's
  const server: ServerSnapshot = { tools, reads: { [uri]: raw.read }, ...(raw.listed && { resources: [raw.listed] }) };
  feed.add(checkServer(server));
  let resource: UiResource;
  try {
    resource = uiResourceOf(uri, raw);
  } catch (error) {
    feed.judged([]); // nothing to render: the server's findings are all there will be
    throw error;
  }
  const { html, meta, mimeType, bytes } = resource;
  feed.add(checkStyles(html, uri));
  const design = new DesignWatch(() => feed.add(checkRendered(design.probe(), "view")));
  report(resourceLine(uri, mimeType, bytes));
  const { kit } = profileById(settings.value.profile);
  // ChatGPT with only window.openai: the frame gets the fake, with this context's globals.
  const onlyOpenAi = !options.elicitation && kit.behaviour?.openai === "only";
  const facts = frameFacts(kit);
  const frame = await registerFrame({
    html,
    ...(meta.csp && { csp: meta.csp }),
    ...(onlyOpenAi && { openai: { context: buildHostContext(settings.value, space, { tool }) } }),
    ...(facts && { facts }),
  });
  report({
    key: "csp",
    severity: "info",
    title:
      (meta.csp ? "Content-Security-Policy from _meta.ui.csp" : "Default Content-Security-Policy (no _meta.ui.csp: no network)") +
      (facts?.csp ? `, as ${profileById(settings.value.profile).label} builds it` : ""),
    detail: frame.csp,
  });
  const mountedAt = performance.now();
  const iframe = sandboxedFrame(meta.permissions, frameSandbox(kit), frame.url);
  const title = options.elicitation ? `${tool.title ?? tool.name}: its elicitation's view ${uri}` : (tool.title ?? tool.name);
  space.place(iframe, { title, border: meta.prefersBorder ?? profileById(settings.value.profile).border });
  hooks.layout();
  const origin = new URL(frame.url).origin;
  const waitingFor = onlyOpenAi ? "Waiting for the injected window.openai to connect…" : "Waiting for ui/initialize…";
  report({
    key: "handshake",
    severity: "pending",
    title: waitingFor,
    detail: `Frame on ${origin}, sandbox "${iframe.getAttribute("sandbox")}"${meta.permissions ? `, allow "${iframe.allow}"` : ""}.`,
  });
  const openai = onlyOpenAi ? linkOpenAiView(iframe, origin, events, (state) => showWidgetState(events, tool, state)) : undefined;
  const frameHost = createViewHost(deps, tool, iframe, meta, hooks, openai?.transport, { server, feed, ...options });
  const stopNoting = noteErrors(frameHost.host, iframe, origin);
  const initialized = reportHandshake(events, frameHost.host, mountedAt, !!openai);
  const hosts = PROFILES.map((p) => ({ label: p.label, ...(p.kit.facts && { facts: p.kit.facts }) }));
  const heard = new ConsoleHeard(events, frameHost.host, { openai: !!openai, graceMs: HANDSHAKE_GRACE_MS, uri, hosts });
  iframe.addEventListener(
    "load",
    () => {
      openai?.loaded(HANDSHAKE_GRACE_MS);
      watchHandshake(events, frameHost, performance.now() - mountedAt, heard);
    },
    { once: true },
  );
  const noteConsole = (entry: ViewConsoleEntry) => heard.note(entry);
  const noteViolation = (v: CspViolation) => heard.violation(v);
  return {
    host: frameHost.host,
    iframe,
    url: frame.url,
    origin,
    resource,
    initialized,
    noteConsole,
    noteViolation,
    noteDesign: (report) => design.note(report),
    design: (settled) => design.probe(settled),
    designChanged: design.changed,
    measure: (what) => measureView(frameHost.host, iframe, origin, what),
    drawn: () => viewDrawn(iframe, origin),
    close: () => (heard.close(), design.close(), stopNoting(), closeView(openai, frameHost)),
  };
}

function closeView(openai: OpenAiView | undefined, frameHost: FrameHost): void {
  openai?.close();
  frameHost.close();
}

/**
 * The frame a host puts a view in: the host's sandbox (scripts on its own origin), the permissions the
 * resource asks for, and its URL, all set before the frame goes into the document. Chromium warns that a
 * frame with `allow-scripts allow-same-origin` can escape its sandbox when such a frame is inserted
 * with no URL yet, as its document would then be the page's own origin; with its URL on the widget
 * origin from the start, there is nothing to warn about.
 */
export function sandboxedFrame(permissions: McpUiResourcePermissions | undefined, sandbox: string, url: string): HTMLIFrameElement {
  const iframe = document.createElement("iframe");
  iframe.setAttribute("sandbox", sandbox);
  const allow = buildAllow(permissions);
  if (allow) iframe.setAttribute("allow", allow);
  iframe.src = url;
  return iframe;
}

function resourceLine(uri: string, mimeType: string | undefined, bytes: number): Diagnostic {
  const mimeOk = mimeType === RESOURCE_MIME_TYPE;
  return {
    key: "resource",
    severity: mimeOk ? "ok" : "warn",
    title: `Read ${uri} (${Math.round(bytes / 102.4) / 10} KB)`,
    detail: mimeOk
      ? `MIME type ${mimeType}.`
      : `MIME type is ${mimeType ?? "missing"}, expected ${RESOURCE_MIME_TYPE}: hosts may refuse it.`,
  };
}

/** The widget state a view set under ChatGPT with only window.openai, and its modelContent (the view's model context), when it has one. */
function showWidgetState(events: SessionEmitter, tool: Tool, state: unknown): void {
  events.dispatch("widget-state", { state });
  const modelContent = typeof state === "object" && state !== null ? (state as { modelContent?: unknown }).modelContent : undefined;
  if (modelContent !== undefined) events.dispatch("model-content", { modelContent, from: tool.name });
}

/** Resolves when the handshake completed (never rejects), after saying so in the diagnostics. */
function reportHandshake(events: SessionEmitter, host: TestHost, mountedAt: number, openai: boolean): Promise<void> {
  return host.ready.then(
    () => {
      const after = ms(performance.now() - mountedAt);
      if (openai)
        return events.dispatch("diagnostic", {
          key: "handshake",
          severity: "ok",
          title: `The injected window.openai connected after ${after}`,
          detail: OPENAI_CONNECTED,
        });
      const app = host.appInfo;
      const detail = `${app?.name ?? "?"} ${app?.version ?? ""} sent ui/initialize and ui/notifications/initialized; it declared ${JSON.stringify(host.appCapabilities)}.`;
      events.dispatch("diagnostic", { key: "handshake", severity: "ok", title: `Handshake complete after ${after}`, detail });
    },
    () => {},
  );
}

/** Reports a handshake (the view's, or the injected window.openai's) that has not completed after the grace. */
function watchHandshake(events: SessionEmitter, frame: FrameHost, loadMs: number, heard: ConsoleHeard): void {
  if (!frame.host.initialized)
    events.dispatch("diagnostic", {
      key: "handshake",
      severity: "pending",
      title: `Frame loaded in ${ms(loadMs)}; waiting for ${heard.openai ? "the injected window.openai" : "ui/initialize"}…`,
    });
  setTimeout(() => {
    if (!frame.host.initialized && !frame.host.closed) heard.reportSilent();
  }, HANDSHAKE_GRACE_MS);
}
