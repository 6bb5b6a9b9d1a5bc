// openAiFallback, the App's `fallback` option for ChatGPT: the switch from a parent that never
// answers ui/initialize to window.openai, and no switch when the parent answers or there is none.
import { describe, expect, it, onTestFinished } from "vitest";
import { App, PostMessageTransport, type AppOptions, type Transport } from "../../src/index.js";
import { openAiFallback } from "../../src/openai/index.js";
import { post, spyParent } from "../support/window.js";

/** An App (auto-resize off) with `options`, closed after the test. */
function newApp(options: AppOptions): App {
  const app = new App({ name: "w", version: "1" }, {}, { autoResize: false, ...options });
  onTestFinished(() => app.close());
  return app;
}

describe("the switch from the parent to window.openai", () => {
  /** A view window whose parent is another window, carrying a window.openai. */
  function viewWindow(openai: Record<string, unknown>): Window {
    return Object.assign(new EventTarget(), { openai, parent: {} }) as unknown as Window;
  }

  it("a parent that never answers gets exactly one ui/initialize; the App connects to window.openai", async () => {
    const spy = spyParent();
    const target = viewWindow({ theme: "dark", toolOutput: { n: 2 }, toolInput: { q: "x" } });
    const app = newApp({ fallback: (parent) => openAiFallback(parent, { target, wait: 20 }) });
    await app.connect();
    await app.ping();
    expect(app.getHostVersion()?.name).toBe("ChatGPT (window.openai)");
    expect(app.getHostContext()?.theme).toBe("dark");
    await expect.poll(() => app.getSnapshot().toolResult?.structuredContent).toEqual({ n: 2 });
    expect(spy.methods()).toEqual(["ui/initialize"]);
  });

  it("a parent that is the view's own window (its ui/initialize comes back) switches to window.openai at once, not after the wait", async () => {
    const spy = spyParent();
    const target = viewWindow({ theme: "dark" });
    const app = newApp({ fallback: (parent) => openAiFallback(parent, { target, wait: 60_000 }) });
    const connecting = app.connect();
    await expect.poll(() => spy.methods()).toEqual(["ui/initialize"]);
    post(spy.messages()[0], { origin: "http://localhost" }); // the echo a top-level window gets
    await connecting;
    expect(app.getHostVersion()?.name).toBe("ChatGPT (window.openai)");
    expect(spy.methods()).toEqual(["ui/initialize"]);
  });

  it("a parent that answers keeps the standard bridge, even with window.openai present", async () => {
    const spy = spyParent({});
    const target = viewWindow({ theme: "dark" });
    let wrapped: Transport | undefined;
    const app = newApp({ fallback: (parent) => (wrapped = openAiFallback(parent, { target, wait: 60_000 })) });
    await app.connect();
    expect(app.getHostVersion()?.name).not.toBe("ChatGPT (window.openai)");
    expect(spy.methods()).toEqual(["ui/initialize", "ui/notifications/initialized"]);
    expect(wrapped).toBeDefined();
  });

  it("without window.openai the fallback changes nothing", async () => {
    spyParent({});
    const app = newApp({ fallback: openAiFallback });
    await app.connect();
    expect(app.transport).not.toBeInstanceOf(PostMessageTransport); // wrapped, yet the parent answered
    expect(app.getSnapshot().status).toBe("connected");
  });
});
