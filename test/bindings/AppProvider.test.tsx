/** @jsxRuntime classic */
/** @jsx h */
// AppProvider and useAppContext (src/react and its Preact twin src/preact/AppProvider.ts), under each
// renderer: the nearest provider's App, null outside any, and an App passed to a hook before both.
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { App } from "../../src/index.js";
import { h, mount, RENDERERS, useRenderer, type Mounted } from "./renderers.js";

/** An App that never connects, closed after the test. */
function idleApp(name: string): App {
  const app = new App({ name, version: "1" }, {}, { autoResize: false });
  onTestFinished(() => app.close());
  return app;
}

describe.each(RENDERERS)("$name: AppProvider and useAppContext", (renderer) => {
  useRenderer(renderer);
  const { AppProvider, useAppContext, useAppState } = renderer.hooks;
  let view: Mounted | undefined;
  /** What useAppContext() returned in each labelled Seen component (the last render's). */
  let seen: Record<string, App | null>;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  function Seen({ label }: { label: string }) {
    seen[label] = useAppContext();
    return null;
  }

  it("gives the App of the nearest provider", () => {
    const [outer, inner] = [idleApp("outer"), idleApp("inner")];
    seen = {};
    view = mount(
      <AppProvider app={outer}>
        <Seen label="outside" />
        <AppProvider app={inner}>
          <Seen label="inside" />
        </AppProvider>
      </AppProvider>,
    );
    expect(seen).toEqual({ outside: outer, inside: inner });
    expect(seen.outside).toBe(outer);
    expect(seen.inside).toBe(inner);
  });

  it("gives null outside any provider, and under a provider of null", () => {
    seen = {};
    view = mount(
      <div>
        <Seen label="bare" />
        <AppProvider app={null}>
          <Seen label="null" />
        </AppProvider>
      </div>,
    );
    expect(seen).toEqual({ bare: null, null: null });
  });

  it("lets a hook given an App use it instead of the provided one", async () => {
    const [provided, given] = [idleApp("provided"), idleApp("given")];
    await given.close();
    let status: unknown;
    function Status() {
      status = useAppState(given, (s) => s.status);
      return null;
    }
    view = mount(
      <AppProvider app={provided}>
        <Status />
      </AppProvider>,
    );
    expect([status, provided.getSnapshot().status]).toEqual(["closed", "idle"]);
  });
});
