// The probe widget of the behaviour suite (probe.ts) for React 19, React 18 and Preact: one
// component, written once against React's API like the hooks, made for each renderer with its own
// hooks and createElement (no JSX, so that no module-level renderer is involved).
import { RENDERERS, type Renderer } from "../renderers.js";
import type { ProbeProps, ProbeRenderer } from "./probe.js";

const json = (value: { arguments?: Record<string, unknown> } | undefined) => (value ? JSON.stringify(value.arguments ?? null) : "-");

function jsxProbe(renderer: Renderer): ProbeRenderer {
  const { useApp, useDeepLink, useToolInput, useToolInputPartial, useToolResult } = renderer.hooks;
  const { useEffect, useRef } = renderer.framework;
  const el = renderer.createElement;

  function Probe({ appInfo, transport, onPartialRender }: ProbeProps) {
    const { app, isConnected, error } = useApp({ appInfo, transport, autoResize: false });
    const input = useToolInput(app);
    const partial = useToolInputPartial(app);
    const result = useToolResult(app);
    const link = useDeepLink(app);
    const shownPartial = json(partial);
    const counted = useRef<string | undefined>(undefined);
    useEffect(() => {
      if (partial && counted.current !== shownPartial) {
        counted.current = shownPartial;
        onPartialRender();
      }
    });
    const first = result?.content?.[0];
    return el(
      "div",
      null,
      el("p", { "data-probe": "status" }, error ? error.kind : isConnected ? "connected" : "connecting"),
      el("p", { "data-probe": "input" }, json(input)),
      el("p", { "data-probe": "partial" }, shownPartial),
      el("p", { "data-probe": "result" }, first?.type === "text" ? first.text : "-"),
      el("p", { "data-probe": "deepLink" }, link?.url ?? "-"),
    );
  }

  return {
    name: renderer.name,
    mount: (props) => renderer.mount(el(Probe, props)),
    run: (fn) => renderer.act(async () => void (await fn())),
  };
}

/** React 19 and React 18 (under StrictMode) and Preact. */
export const JSX_PROBES: readonly ProbeRenderer[] = RENDERERS.map(jsxProbe);
