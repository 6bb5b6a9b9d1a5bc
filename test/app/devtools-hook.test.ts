// The devtools hook: a tool that runs in the view's window before the view (the playground's frame
// capture) defines globalThis.__MCP_VIEW_DEVTOOLS__ and is handed each App as it is made, so it can
// listen to the App's `error` event; without it nothing happens, and a hook that throws changes nothing.
import { afterEach, describe, expect, it, vi } from "vitest";
import { App, type AppError } from "../../src/index.js";
import { flush } from "../support/host.js";
import { connected, createApp } from "./support.js";

const RESULT = "ui/notifications/tool-result";
const hooked = globalThis as { __MCP_VIEW_DEVTOOLS__?: unknown };

afterEach(() => {
  delete hooked.__MCP_VIEW_DEVTOOLS__;
});

describe("the devtools hook", () => {
  it("is handed each new App, which it may listen to", async () => {
    const created: App[] = [];
    const errors: string[] = [];
    hooked.__MCP_VIEW_DEVTOOLS__ = {
      appCreated: (app: App) => (created.push(app), app.on("error", (e: AppError) => errors.push(e.message))),
    };
    const { app, host } = await connected();
    expect(created).toEqual([app]);
    app.ontoolresult = () => {
      throw new Error("render failed");
    };
    host.notify(RESULT, { content: [] });
    await flush();
    expect(errors).toEqual(["A toolresult handler threw: render failed"]);
  });

  it("does nothing when the global is absent", () => {
    expect(() => createApp()).not.toThrow();
  });

  it("never lets a hook that throws (or is not callable) break the App", async () => {
    hooked.__MCP_VIEW_DEVTOOLS__ = {
      appCreated: vi.fn(() => {
        throw new Error("devtool bug");
      }),
    };
    const { app } = await connected();
    expect(app.getSnapshot().status).toBe("connected");
    hooked.__MCP_VIEW_DEVTOOLS__ = { appCreated: 42 };
    expect(() => createApp()).not.toThrow();
  });
});
