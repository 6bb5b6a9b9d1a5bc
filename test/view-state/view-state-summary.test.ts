// modelSummary: what the model may see of the view state, sent with ui/update-model-context on MCP
// Apps hosts (ChatGPT's modelContent is in view-state-openai.test.ts).
import { describe, expect, it, vi } from "vitest";
import { until } from "../support/host.js";
import { scriptedHosts, viewStateApps } from "./view-state-apps.js";

const { make, errors } = viewStateApps();
const { connect, sendResult, host } = scriptedHosts();

describe("the model-visible summary", () => {
  const updates = () =>
    host()
      .messages("ui/update-model-context")
      .map((m) => (m as { params: unknown }).params);
  const answerUpdates = () => host().rpc.handle("ui/update-model-context", () => ({}));

  it("sends nothing to the model by default", async () => {
    const { app, state } = make();
    await connect(app);
    answerUpdates();
    await sendResult({ viewUUID: "s" });
    await state.set({ secret: 1 });
    await host().ping();
    expect(updates()).toEqual([]);
  });

  it("mirrors a string summary as text content and an object as structuredContent", async () => {
    const modelSummary = vi.fn((state: { n: number; secret: string }) => (state.n === 1 ? "one item selected" : { selected: state.n }));
    const { app, state } = make({ modelSummary });
    await connect(app);
    answerUpdates();
    await state.set({ n: 1, secret: "x" });
    await state.set({ n: 2, secret: "x" });
    await until(() => expect(updates()).toHaveLength(2));
    expect(updates()).toEqual([{ content: [{ type: "text", text: "one item selected" }] }, { structuredContent: { selected: 2 } }]);
    expect(modelSummary.mock.calls).toEqual([[{ n: 1, secret: "x" }], [{ n: 2, secret: "x" }]]);
  });

  it("sends nothing for a state whose summary is undefined", async () => {
    const { app, state } = make({ modelSummary: () => undefined });
    await connect(app);
    answerUpdates();
    await state.set(1);
    await host().ping();
    expect(updates()).toEqual([]);
  });

  it("reports a failed update to onerror", async () => {
    const { app, state } = make({ modelSummary: () => "s" });
    await connect(app);
    host().rpc.handle("ui/update-model-context", () => {
      throw new Error("no");
    });
    await state.set(1);
    await until(() => expect(errors.map((e) => e.kind)).toEqual(["REMOTE_ERROR"]));
  });
});
