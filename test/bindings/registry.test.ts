// The App registry behind useApp (framework-free, shared by src/react and src/preact): one App per
// name and transport, closed after the last release unless a new owner's render leased it for its effect.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { acquireApp, GRACE_MS, peekApp, registeredApps, releaseApp } from "../../src/bindings/registry.js";
import { createLinkedTransports } from "../support/linked.js";

const appInfo = { name: "registry-widget", version: "1.0.0" };

describe("src/bindings/registry.ts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    await vi.runAllTimersAsync();
    vi.useRealTimers();
  });

  const spec = () => ({ appInfo, autoResize: false, transport: createLinkedTransports()[0] });

  it("closes the App in the next task after the last release", async () => {
    const options = spec();
    const entry = acquireApp(options);
    releaseApp(entry);
    expect(entry.app.getSnapshot().status).toBe("connecting");
    await vi.advanceTimersByTimeAsync(0);
    expect(entry.app.getSnapshot().status).toBe("closed");
    expect(registeredApps()).toBe(0);
  });

  it("hands the same App to an owner that acquires it again in the same task", () => {
    const options = spec();
    const first = acquireApp(options);
    releaseApp(first);
    expect(acquireApp(options)).toBe(first);
    releaseApp(first);
  });

  it("keeps the App for a new owner that rendered (peekApp) and runs its effect after the next task", async () => {
    const options = spec();
    const first = acquireApp(options);
    expect(peekApp(options)).toBe(first.app);
    releaseApp(first);
    await vi.advanceTimersByTimeAsync(GRACE_MS - 1);
    expect(first.app.getSnapshot().status).toBe("connecting");
    const second = acquireApp(options);
    expect(second).toBe(first);
    releaseApp(second);
    await vi.advanceTimersByTimeAsync(0);
    expect(first.app.getSnapshot().status).toBe("closed");
  });

  it("closes the App GRACE_MS after a lease whose owner never ran its effect", async () => {
    const options = spec();
    const entry = acquireApp(options);
    peekApp(options);
    releaseApp(entry);
    await vi.advanceTimersByTimeAsync(GRACE_MS - 1);
    expect(entry.app.getSnapshot().status).toBe("connecting");
    await vi.advanceTimersByTimeAsync(1);
    expect(entry.app.getSnapshot().status).toBe("closed");
  });

  it("counts owners: the App stays open until the last one releases it", async () => {
    const options = spec();
    const a = acquireApp(options);
    const b = acquireApp(options);
    releaseApp(a);
    await vi.advanceTimersByTimeAsync(0);
    expect(b.app.getSnapshot().status).toBe("connecting");
    releaseApp(b);
    await vi.advanceTimersByTimeAsync(0);
    expect(b.app.getSnapshot().status).toBe("closed");
  });

  it("creates a separate App for another transport under the same name", () => {
    const a = acquireApp(spec());
    const b = acquireApp(spec());
    expect(b.app).not.toBe(a.app);
    releaseApp(a);
    releaseApp(b);
  });

  it("does not hand out a closed App: peekApp finds none and acquireApp creates a new one", async () => {
    const options = spec();
    const entry = acquireApp(options);
    await entry.app.close();
    expect(peekApp(options)).toBeUndefined();
    const next = acquireApp(options);
    expect(next.app).not.toBe(entry.app);
    releaseApp(entry);
    releaseApp(next);
  });
});
