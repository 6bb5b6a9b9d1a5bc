// The server's form elicitations, answered in the page (experimental: app-rendered elicitation, the
// MCP Apps draft of SEP-3118, as the official Inspector 2.12 implements it). A request whose
// `_meta.ui.resourceUri` names a `ui://` view is rendered by that view: read (resources/read), put in
// a fresh sandboxed frame on the widget origin as a tool's view is, with `hostCapabilities.elicitation`,
// and, once its raw ui/initialize declared `appCapabilities.elicitation`, sent the request's params
// unchanged as `elicitation/create`. Its answer goes to the server only when it fits the request's
// schema (mcp-view's `elicitResultDefect`); a view that did not opt in, failed, or answered wrongly
// is torn down and the host's own form (elicitation-form.ts) asks instead, with the reason shown. A
// request without a view gets the host's form at once, and its answers are checked the same way.
// The view reaches the server as a tool's view does (handlers.ts): its tools/call of a tool visible
// to views, resources/read and resources/list, relayed while it asks.
// Requests are answered one at a time, in order. Each step is told in the chat; the frame's
// messages go to the JSON-RPC log on a channel of their own.
import { elicitResultDefect, type ElicitResult } from "mcp-view";
import { createFrameHost, type FrameHost } from "./bridge.js";
import { buildHostContext, type ViewSpace } from "./context.js";
import { nativeForm, type NativeForm } from "./elicitation-form.js";
import { answerText, declaresElicitation, elicitationTarget, judgeViewOutcome, type ViewVerdict } from "./elicitation-plan.js";
import { errorText } from "./error-text.js";
import type { SessionEmitter } from "./events.js";
import { ms } from "./format.js";
import { frameFacts, frameSandbox } from "./frame-facts.js";
import { wireServerRequests } from "./handlers.js";
import { profileById } from "./profiles.js";
import { registerFrame } from "./register-frame.js";
import { readRawView, uiResourceOf } from "./resource.js";
import type { SettingsStore } from "./settings.js";
import { tearDownView } from "./teardown.js";
import { sandboxedFrame } from "./view-frame.js";
import type { Client, Tool } from "@modelcontextprotocol/client";

/** How long a view has, from its frame's creation, to complete the handshake before the host's own form asks instead. */
export const ELICITATION_HANDSHAKE_MS = 15_000;

/** How long the user has to answer in the view. */
const ANSWER_TIMEOUT_MS = 10 * 60_000;

/** One request on the page: its card (ui/elicitation-desk.ts). */
export interface ElicitationCard {
  /** Puts the view's frame, with its URL, in the card. */
  placeView(iframe: HTMLIFrameElement, title: string): void;
  /** The view reported its height. */
  sizeView(height: number): void;
  /** Removes the view's frame. */
  removeView(): void;
  /** A line about the request: why the host's own form asks (`error` when a view failed or answered wrongly). */
  note(text: string, severity: "info" | "error"): void;
  /**
   * Shows the host's own form. `submit` is called with each answer the user gives, and returns what
   * is wrong with it (shown; the form stays) or `undefined` (it was taken).
   */
  form(form: NativeForm, submit: (result: ElicitResult) => string | undefined): void;
  /** Removes the card. */
  close(): void;
}

/** Where the page shows elicitations. */
export interface ElicitationSpace {
  /** A card for one request of the server `server` (its name). */
  open(request: { server: string; message: string }): ElicitationCard;
}

/** What the elicitations need of the session. */
export interface ElicitorDeps {
  /** The connected client. */
  client(): Client;
  /** The server's tools, which the view may call (those visible to views). */
  tools(): Tool[];
  settings: SettingsStore;
  space: ViewSpace;
  events: SessionEmitter;
  cards: ElicitationSpace;
}

type Params = Record<string, unknown>;

export class Elicitor {
  readonly #deps: ElicitorDeps;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(deps: ElicitorDeps) {
    this.#deps = deps;
  }

  /** Answers the server's `elicitation/create` with `params`; rejects when `signal` aborts (the server cancelled it). */
  handle(params: Params, signal: AbortSignal): Promise<ElicitResult> {
    const turn = this.#queue.then(() => this.#elicit(params, signal));
    this.#queue = turn.catch(() => {});
    return turn;
  }

  #chat(title: string, text: string): void {
    this.#deps.events.dispatch("chat", { from: "host", title, text });
  }

  async #elicit(params: Params, signal: AbortSignal): Promise<ElicitResult> {
    signal.throwIfAborted();
    const message = typeof params.message === "string" ? params.message : "";
    const target = elicitationTarget(params);
    const server = this.#deps.client().getServerVersion()?.name ?? "The MCP server";
    const form = nativeForm(params.requestedSchema);
    const fields = form.fields.map((f) => f.key).join(", ") || "none";
    this.#chat(
      `${server} asked the user for input (elicitation/create)`,
      `${message}\nFields: ${fields}\n${"uri" in target ? `Rendered by its view ${target.uri}` : `${target.reason}: the host's own form asks.`}`,
    );
    const card = this.#deps.cards.open({ server, message });
    const cancelled = () => this.#chat("The server cancelled its elicitation", errorText(signal.reason ?? "cancelled"));
    try {
      if ("uri" in target) {
        const verdict = await this.#throughView(target.uri, params, card, signal);
        if ("send" in verdict) {
          this.#chat(`Answered through the view ${target.uri}, sent to the server`, answerText(verdict.send));
          return verdict.send;
        }
        card.note(`${verdict.reason}. The host's own form asks instead.`, "error");
        this.#chat("The host's own form asks instead of the view", verdict.reason);
      } else card.note(`${target.reason}: the host's own form asks.`, "info");
      const result = await this.#nativeForm(form, params.requestedSchema, card, signal);
      this.#chat("Answered in the host's form, sent to the server", answerText(result));
      return result;
    } catch (error) {
      if (signal.aborted) cancelled();
      throw error;
    } finally {
      card.close();
    }
  }

  /** Renders the request in the view at `uri` and judges its answer; the frame is torn down before this resolves. */
  async #throughView(uri: string, params: Params, card: ElicitationCard, signal: AbortSignal): Promise<ViewVerdict> {
    const { settings, space, events } = this.#deps;
    const { kit, label } = profileById(settings.value.profile);
    if (kit.behaviour?.openai === "only")
      return { reason: `${label} speaks to views only through window.openai, which has no elicitation` };
    let frameHost: FrameHost | undefined;
    try {
      const resource = uiResourceOf(uri, await readRawView(this.#deps.client(), uri));
      const { meta } = resource;
      const facts = frameFacts(kit);
      const frame = await registerFrame({ html: resource.html, ...(meta.csp && { csp: meta.csp }), ...(facts && { facts }) });
      signal.throwIfAborted();
      const iframe = sandboxedFrame(meta.permissions, frameSandbox(kit), frame.url);
      card.placeView(iframe, uri);
      const sandbox = { ...(meta.permissions && { permissions: meta.permissions }), ...(meta.csp && { csp: meta.csp }) };
      frameHost = createFrameHost(iframe, {
        profile: kit,
        hostCapabilities: { ...kit.hostCapabilities, sandbox, elicitation: {} },
        hostContext: buildHostContext(settings.value, space, undefined),
        onRecord: (record) => {
          if (record.direction === "ignored") return;
          events.dispatch("rpc", {
            channel: "elicitation",
            direction: record.direction === "sent" ? "out" : "in",
            message: record.message,
          });
        },
      });
      const { host } = frameHost;
      wireServerRequests(host, { client: this.#deps.client(), tools: this.#deps.tools(), events });
      host.on("ui/notifications/size-changed", (p) => typeof p?.height === "number" && card.sizeView(p.height));
      if (!(await within(host.ready, ELICITATION_HANDSHAKE_MS, signal)))
        return {
          reason: `The view ${uri} did not complete its handshake (ui/initialize, then ui/notifications/initialized) within ${ms(ELICITATION_HANDSHAKE_MS)}`,
        };
      if (!declaresElicitation(host.appCapabilities))
        return {
          reason: `The view ${uri} did not opt in: its ui/initialize declared no appCapabilities.elicitation (elicitationOf(app) before connect() declares it)`,
        };
      try {
        const answer = await host.sendRequest("elicitation/create", params, { signal, timeout: ANSWER_TIMEOUT_MS });
        return judgeViewOutcome({ answer }, params.requestedSchema);
      } catch (error) {
        signal.throwIfAborted();
        return judgeViewOutcome({ error: errorText(error) }, params.requestedSchema);
      }
    } catch (error) {
      signal.throwIfAborted();
      return { reason: `The view ${uri} could not be shown: ${errorText(error)}` };
    } finally {
      if (frameHost?.host.initialized && !frameHost.host.closed) await tearDownView(frameHost.host);
      frameHost?.close();
      card.removeView();
    }
  }

  /** Asks in the host's own form until the user gives an answer that fits `requestedSchema`. */
  #nativeForm(form: NativeForm, requestedSchema: unknown, card: ElicitationCard, signal: AbortSignal): Promise<ElicitResult> {
    for (const skipped of form.skipped) card.note(`The host's form cannot show ${skipped}.`, "info");
    return new Promise((resolve, reject) => {
      const abort = () => reject(signal.reason);
      signal.addEventListener("abort", abort, { once: true });
      card.form(form, (result) => {
        const defect = elicitResultDefect(result, requestedSchema);
        if (defect) return `Not sent: ${defect}.`;
        signal.removeEventListener("abort", abort);
        resolve(result);
        return undefined;
      });
    });
  }
}

/** Whether `promise` resolves within `limit` ms (false when it rejects or takes longer); rejects when `signal` aborts. */
function within(promise: Promise<unknown>, limit: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(false), limit);
    const abort = () => (clearTimeout(timer), reject(signal.reason));
    const done = (ok: boolean) => (clearTimeout(timer), signal.removeEventListener("abort", abort), resolve(ok));
    signal.addEventListener("abort", abort, { once: true });
    promise.then(
      () => done(true),
      () => done(false),
    );
  });
}
