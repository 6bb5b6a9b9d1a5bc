// "Why is it blank?" under ChatGPT with only window.openai: the line about the view's use of the fake
// window.openai, from what the view's frame (and only that frame, on the widget origin) posts.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSessionEvents } from "../../playground/host/session/events.js";
import { linkOpenAiView, OPENAI_SWITCH_GRACE_MS, type OpenAiView } from "../../playground/host/session/openai-view.js";
import { DiagnosticsView } from "../../playground/host/ui/diagnostics-view.js";
import { OPENAI_CALL, OPENAI_WIDGET_STATE } from "../../playground/shared/openai-envelope.js";

const ORIGIN = "http://127.0.0.1:5179";
const INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "ui/initialize",
  params: { appInfo: { name: "board", version: "1" }, appCapabilities: {}, protocolVersion: "2026-01-26" },
};

describe("the window.openai line", () => {
  let diagnostics: DiagnosticsView;
  let frame: Window;
  let link: OpenAiView;
  let widgetStates: unknown[];

  beforeEach(async () => {
    widgetStates = [];
    vi.useFakeTimers();
    diagnostics = new DiagnosticsView();
    const events = createSessionEvents();
    events.addEventListener("diagnostic", (line) => diagnostics.set(line));
    frame = { postMessage: () => {} } as unknown as Window;
    link = linkOpenAiView({ contentWindow: frame } as HTMLIFrameElement, ORIGIN, events, (state) => void widgetStates.push(state));
    await link.transport.start();
  });

  afterEach(async () => {
    link.close();
    await link.transport.close();
    vi.useRealTimers();
  });

  const post = (data: unknown, source: Window = frame, origin = ORIGIN) =>
    window.dispatchEvent(new MessageEvent("message", { data, source, origin }));
  const line = () => {
    const item = diagnostics.element.querySelector<HTMLElement>('li[data-key="openai"]')!;
    return [item.dataset.severity, item.querySelector("strong")!.textContent, item.querySelector("p")?.textContent ?? ""];
  };

  it("waits for the view, then says that its ui/initialize goes unanswered", () => {
    expect(line()).toEqual(["pending", "Waiting for the view to use window.openai…", ""]);
    post(INITIALIZE);
    expect(line()).toEqual([
      "pending",
      "The view sent ui/initialize on the standard bridge, which this host never answers",
      "A view that opted in switches to window.openai after about a second.",
    ]);
  });

  it("tells a view that sent ui/initialize and never called window.openai to opt in with openAiFallback", () => {
    post(INITIALIZE);
    vi.advanceTimersByTime(OPENAI_SWITCH_GRACE_MS - 1);
    expect(line()[0]).toBe("pending");
    vi.advanceTimersByTime(1);
    const [severity, title, detail] = line();
    expect([severity, title]).toEqual(["error", "The view sent ui/initialize and did not switch to window.openai within 4 s"]);
    expect(detail).toContain(
      "The widget must opt in: new App(info, capabilities, { fallback: openAiFallback }) with openAiFallback from mcp-view/openai",
    );
  });

  it("lists the calls of a view that switched, and never calls it silent", () => {
    post(INITIALIZE);
    post({ [OPENAI_CALL]: "notifyIntrinsicHeight" });
    post({ [OPENAI_CALL]: "callTool" });
    post({ [OPENAI_CALL]: "callTool" });
    vi.advanceTimersByTime(OPENAI_SWITCH_GRACE_MS);
    expect(line()).toEqual(["ok", "The view uses window.openai", "Calls so far: notifyIntrinsicHeight, callTool."]);
  });

  it("takes calls and ui/initialize from the view's frame on the widget origin only", () => {
    post(INITIALIZE);
    post({ [OPENAI_CALL]: "callTool" }, window);
    post({ [OPENAI_CALL]: "callTool" }, frame, "http://127.0.0.1:1");
    vi.advanceTimersByTime(OPENAI_SWITCH_GRACE_MS);
    expect(line()[0]).toBe("error");
  });

  it("says when the view sent nothing at all after the frame loaded", () => {
    link.loaded(3000);
    post(INITIALIZE, window);
    vi.advanceTimersByTime(3000);
    expect(line()).toEqual([
      "error",
      "The view sent nothing: no ui/initialize, and no call on window.openai",
      expect.stringContaining("Does it call app.connect()?"),
    ]);
  });

  it("stays quiet once the view is gone", () => {
    post(INITIALIZE);
    link.loaded(3000);
    link.close();
    vi.advanceTimersByTime(OPENAI_SWITCH_GRACE_MS);
    post({ [OPENAI_CALL]: "callTool" });
    expect(line()[0]).toBe("pending");
  });
  it("hands over the widget state the frame reports, and ignores it from another window or origin, or malformed", () => {
    const state = { privateContent: { tab: "open" }, modelContent: { content: [{ type: "text", text: "2 open" }] } };
    post({ [OPENAI_WIDGET_STATE]: JSON.stringify(state) });
    post({ [OPENAI_WIDGET_STATE]: null }); // the view set one JSON cannot write
    post({ [OPENAI_WIDGET_STATE]: JSON.stringify({ forged: 1 }) }, window);
    post({ [OPENAI_WIDGET_STATE]: JSON.stringify({ forged: 2 }) }, frame, "http://127.0.0.1:9999");
    post({ [OPENAI_WIDGET_STATE]: "{ not json" });
    post({ [OPENAI_WIDGET_STATE]: 42 });
    expect(widgetStates).toEqual([state, undefined]);
    expect(line()[0]).toBe("pending"); // a report is not a call on window.openai
  });
});
