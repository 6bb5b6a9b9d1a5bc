// The host page's side of "ChatGPT with only window.openai": the transport to the fake window.openai
// the widget origin injects into the view's frame (its messages come in their own envelope, taken
// only from the current frame's window on the widget origin: shared/openai-envelope.ts), and the
// "Why is it blank?" line saying whether the view uses window.openai. Nothing here answers the
// view's own `ui/initialize`: this host never does.
import { INITIALIZE_METHOD } from "mcp-view";
import { EnvelopeTransport } from "../../shared/envelope-transport.js";
import { claimsJsonRpc } from "../../shared/guards.js";
import { calledMethod, reportedWidgetState } from "../../shared/openai-envelope.js";
import type { Diagnostic, SessionEmitter } from "./events.js";

/** Milliseconds after the view's `ui/initialize` for it to call window.openai (its fallback waits about 1 s). */
export const OPENAI_SWITCH_GRACE_MS = 4000;

/** The diagnostics key of the line about the view's use of window.openai. */
export const OPENAI_KEY = "openai";

const OPT_IN =
  "ChatGPT with only window.openai never answers ui/initialize on the standard bridge. The widget must opt in: new App(info, capabilities, { fallback: openAiFallback }) with openAiFallback from mcp-view/openai (with React or Preact: useApp({ appInfo, fallback: openAiFallback })). It then switches to window.openai when the parent stays silent.";

/** The link to the fake in one view's frame. */
export interface OpenAiView {
  /** The test host's transport to the fake (the `transport` option of the kit's test host). */
  transport: EnvelopeTransport;
  /** The frame loaded: a view that does nothing at all is reported after `grace` ms. */
  loaded(grace: number): void;
  /** Stops the timers (the transport is closed by the test host). */
  close(): void;
}

/**
 * Links to the fake in `iframe`, whose document is on `origin`; reports its diagnostics line on
 * `events`, and hands the widget state the view sets to `onWidgetState`.
 */
export function linkOpenAiView(
  iframe: HTMLIFrameElement,
  origin: string,
  events: SessionEmitter,
  onWidgetState: (state: unknown) => void,
): OpenAiView {
  const report: Report = (severity, title, detail) => events.dispatch("diagnostic", { key: OPENAI_KEY, severity, title, detail });
  const watch = new OpenAiWatch(report);
  const onOther = (data: unknown) => {
    const reported = reportedWidgetState(data);
    if (reported) onWidgetState(reported.state);
    else watch.seen(data);
  };
  const transport = new EnvelopeTransport({ listenOn: window, peer: () => iframe.contentWindow, origin, onOther });
  report("pending", "Waiting for the view to use window.openai…");
  return {
    transport,
    loaded: (grace) =>
      watch.later(
        grace,
        () => !watch.heard,
        "The view sent nothing: no ui/initialize, and no call on window.openai",
        "Does it call app.connect()? Did its script fail to load or throw (see CSP lines here and the browser console)?",
      ),
    close: () => watch.close(),
  };
}

/** Sets the line about the view's use of window.openai. */
type Report = (severity: Diagnostic["severity"], title: string, detail?: string) => void;

/** What the view did, from the frame's messages: its `ui/initialize` on the standard bridge, its calls on the fake. */
class OpenAiWatch {
  readonly #report: Report;
  readonly #calls = new Set<string>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #asked = false;
  #closed = false;

  constructor(report: Report) {
    this.#report = report;
  }

  /** Whether the view sent anything yet. */
  get heard(): boolean {
    return this.#asked || this.#calls.size > 0;
  }

  seen(data: unknown): void {
    if (this.#closed) return;
    const method = calledMethod(data);
    if (method) {
      this.#calls.add(method);
      this.#report("ok", "The view uses window.openai", `Calls so far: ${[...this.#calls].join(", ")}.`);
    } else if (claimsJsonRpc(data) && data.method === INITIALIZE_METHOD && !this.#asked) {
      this.#asked = true;
      if (this.#calls.size) return;
      this.#report(
        "pending",
        "The view sent ui/initialize on the standard bridge, which this host never answers",
        "A view that opted in switches to window.openai after about a second.",
      );
      this.later(
        OPENAI_SWITCH_GRACE_MS,
        () => this.#calls.size === 0,
        `The view sent ui/initialize and did not switch to window.openai within ${OPENAI_SWITCH_GRACE_MS / 1000} s`,
        OPT_IN,
      );
    }
  }

  /** After `delay` ms, if the view is still shown and `still()` holds, sets the error line. */
  later(delay: number, still: () => boolean, title: string, detail: string): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      if (!this.#closed && still()) this.#report("error", title, detail);
    }, delay);
    this.#timers.add(timer);
  }

  close(): void {
    this.#closed = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}
