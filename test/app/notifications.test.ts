// routeNotifications on its own: an engine on the view's end of a scripted host, a store, and the
// tool-data and host-context notifications checked, stored and emitted (or reported and dropped).
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { routeNotifications } from "../../src/app/notifications.js";
import type { CallToolResult } from "../../src/index.js";
import { Rpc } from "../../src/rpc/rpc.js";
import { AppStore, type AppEventMap } from "../../src/state/store.js";
import { createHost } from "../support/host.js";

const INPUT = "ui/notifications/tool-input";
const PARTIAL = "ui/notifications/tool-input-partial";
const RESULT = "ui/notifications/tool-result";
const CANCELLED = "ui/notifications/tool-cancelled";
const CHANGED = "ui/notifications/host-context-changed";

/**
 * A host, and the view's engine with the notifications routed into a store. `send()` notifies and
 * resolves once the view answered a ping sent after it: the notification has been handled.
 */
async function routed(adjust: (result: CallToolResult) => CallToolResult = (result) => result) {
  const host = createHost();
  const rpc = new Rpc();
  onTestFinished(() => rpc.close());
  rpc.handle("ping", () => ({}));
  await rpc.attach(host.view);
  rpc.open();
  const store = new AppStore({ onError: (cause) => expect.unreachable(String(cause)), isActive: () => true });
  const report = vi.fn<(message: string, data: unknown) => void>();
  routeNotifications(rpc, store, report, adjust);
  const emitted: Array<[keyof AppEventMap, unknown]> = [];
  for (const event of ["toolinput", "toolinputpartial", "toolresult", "toolcancelled", "hostcontextchanged"] as const) {
    store.on(event, (payload) => void emitted.push([event, payload]));
  }
  const send = async (method: string, params: Record<string, unknown>) => {
    host.notify(method, params);
    await host.ping();
  };
  return { store, report, emitted, send };
}

describe("tool data", () => {
  it("stores a tool input in the snapshot and emits toolinput with it", async () => {
    const { store, emitted, send } = await routed();
    await send(INPUT, { arguments: { a: 1 } });
    expect(store.get().toolInput).toEqual({ arguments: { a: 1 } });
    expect(emitted).toEqual([["toolinput", { arguments: { a: 1 } }]]);
  });

  it("stores a partial input under toolInputPartial and emits toolinputpartial", async () => {
    const { store, emitted, send } = await routed();
    await send(PARTIAL, { arguments: { a: "x" } });
    expect(store.get().toolInputPartial).toEqual({ arguments: { a: "x" } });
    expect(emitted).toEqual([["toolinputpartial", { arguments: { a: "x" } }]]);
  });

  it("reports a tool input whose arguments are not an object, with its params, and stores and emits nothing", async () => {
    const { store, report, emitted, send } = await routed();
    const before = store.get();
    await send(INPUT, { arguments: 1 });
    expect(report.mock.calls).toEqual([
      ["Invalid ui/notifications/tool-input notification: arguments must be an object", { arguments: 1 }],
    ]);
    expect(store.get()).toBe(before);
    expect(emitted).toEqual([]);
  });

  it("clears the old result and cancellation when input of a new call arrives", async () => {
    const { store, send } = await routed();
    await send(RESULT, { content: [] });
    await send(CANCELLED, { reason: "user" });
    await send(INPUT, { arguments: { a: 2 } });
    expect(store.get()).toMatchObject({ toolInput: { arguments: { a: 2 } }, toolResult: undefined, toolCancelled: undefined });
  });

  it("clears the old input too when partial input of a new call arrives after a result", async () => {
    const { store, send } = await routed();
    await send(INPUT, { arguments: { a: 1 } });
    await send(RESULT, { content: [] });
    await send(PARTIAL, { arguments: { a: 2 } });
    expect(store.get()).toMatchObject({ toolInput: undefined, toolInputPartial: { arguments: { a: 2 } }, toolResult: undefined });
  });

  it("keeps the partial input when the complete input of the same call arrives", async () => {
    const { store, send } = await routed();
    await send(PARTIAL, { arguments: { a: "x" } });
    await send(INPUT, { arguments: { a: "xy" } });
    expect(store.get()).toMatchObject({ toolInputPartial: { arguments: { a: "x" } }, toolInput: { arguments: { a: "xy" } } });
  });

  it("stores and emits the tool result as adjust() returns it, with content defaulted to []", async () => {
    const adjust = vi.fn((result: CallToolResult) => ({ ...result, structuredContent: { adjusted: true } }));
    const { store, emitted, send } = await routed(adjust);
    await send(RESULT, { isError: false });
    expect(adjust.mock.calls).toEqual([[{ isError: false, content: [] }]]);
    expect(store.get().toolResult).toEqual({ isError: false, content: [], structuredContent: { adjusted: true } });
    expect(emitted).toEqual([["toolresult", { isError: false, content: [], structuredContent: { adjusted: true } }]]);
  });

  it("reports a tool result whose content is not an array without calling adjust()", async () => {
    const adjust = vi.fn((result: CallToolResult) => result);
    const { report, store, send } = await routed(adjust);
    await send(RESULT, { content: "text" });
    expect(report.mock.calls).toEqual([
      ["Invalid ui/notifications/tool-result notification: content must be an array", { content: "text" }],
    ]);
    expect(adjust).not.toHaveBeenCalled();
    expect(store.get().toolResult).toBeUndefined();
  });

  it("stores a cancellation and emits toolcancelled", async () => {
    const { store, emitted, send } = await routed();
    await send(CANCELLED, { reason: "user" });
    expect(store.get().toolCancelled).toEqual({ reason: "user" });
    expect(emitted).toEqual([["toolcancelled", { reason: "user" }]]);
  });

  it("reports a cancellation whose reason is not a string", async () => {
    const { report, store, send } = await routed();
    await send(CANCELLED, { reason: 5 });
    expect(report.mock.calls).toEqual([["Invalid ui/notifications/tool-cancelled notification: reason must be a string", { reason: 5 }]]);
    expect(store.get().toolCancelled).toBeUndefined();
  });
});

describe("host context changes", () => {
  it("merge into the stored context, and emit only the change", async () => {
    const { store, emitted, send } = await routed();
    store.set({ hostContext: { theme: "light", locale: "en-US" } });
    await send(CHANGED, { theme: "dark" });
    expect(store.get().hostContext).toEqual({ theme: "dark", locale: "en-US" });
    expect(emitted).toEqual([["hostcontextchanged", { theme: "dark" }]]);
  });

  it("with a bad known field are reported by field name and change nothing", async () => {
    const { store, report, emitted, send } = await routed();
    store.set({ hostContext: { theme: "light" } });
    await send(CHANGED, { theme: "blue", locale: "fr-FR" });
    expect(report.mock.calls).toEqual([
      ["Invalid ui/notifications/host-context-changed notification: bad theme", { theme: "blue", locale: "fr-FR" }],
    ]);
    expect(store.get().hostContext).toEqual({ theme: "light" });
    expect(emitted).toEqual([]);
  });

  it("drop keys named like Object.prototype members, report them, and apply the rest", async () => {
    const { store, report, emitted, send } = await routed();
    const params = JSON.parse('{"theme":"dark","toString":1}') as Record<string, unknown>;
    await send(CHANGED, params);
    expect(report.mock.calls).toEqual([["Ignored host context keys named like Object.prototype members: toString", params]]);
    expect(store.get().hostContext).toEqual({ theme: "dark" });
    expect(emitted).toEqual([["hostcontextchanged", { theme: "dark" }]]);
  });
});
