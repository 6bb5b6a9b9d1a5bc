/** @jsxImportSource solid-js */
// The probe widget of the behaviour suite (probe.ts) in Solid's idiom on mcp-view/solid: accessors
// from createApp and the data primitives, read in JSX, and an effect that counts the partials shown.
import { createEffect, type JSX } from "solid-js";
import { createApp, createDeepLink, createToolInput, createToolInputPartial, createToolResult } from "../../../src/solid/index.js";
import type { ProbeProps } from "./probe.js";

const json = (value: { arguments?: Record<string, unknown> } | undefined) => (value ? JSON.stringify(value.arguments ?? null) : "-");

export function SolidProbe(props: ProbeProps): JSX.Element {
  const { app, isConnected, error } = createApp({ appInfo: props.appInfo, transport: props.transport, autoResize: false });
  const input = createToolInput(app);
  const partial = createToolInputPartial(app);
  const result = createToolResult(app);
  const link = createDeepLink(app);
  let counted: string | undefined;
  createEffect(() => {
    const shown = json(partial());
    if (partial() && counted !== shown) {
      counted = shown;
      props.onPartialRender();
    }
  });
  const first = () => result()?.content?.[0];
  return (
    <div>
      <p data-probe="status">{error()?.kind ?? (isConnected() ? "connected" : "connecting")}</p>
      <p data-probe="input">{json(input())}</p>
      <p data-probe="partial">{json(partial())}</p>
      <p data-probe="result">{first()?.type === "text" ? (first() as { text: string }).text : "-"}</p>
      <p data-probe="deepLink">{link()?.url ?? "-"}</p>
    </div>
  );
}
