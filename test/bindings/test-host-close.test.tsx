/** @jsxRuntime classic */
/** @jsx h */
// Two tests in one file, each mounting the view inside act() (as testing-library does) on a test host
// of its own: the second mount runs in the same task as the first test's unmount, before the hooks
// close their App in a later task, so it finds that App. The first test's host.close() closes the App
// connected through it, and the second test's view makes a new App that connects to the new host.
import { afterEach, describe, expect, it } from "vitest";
import { createTestHost, type TestHost } from "../../src/testing/index.js";
import { flush, h, mount, RENDERERS, run, useRenderer, type Mounted } from "./renderers.js";

describe.each(RENDERERS)("$name: a test host per test, two tests in one file, each mounted inside act()", (renderer) => {
  useRenderer(renderer);
  const { useApp, useToolInput } = renderer.hooks;
  let host: TestHost;
  let view: Mounted;

  afterEach(() => {
    view.unmount();
    host.close();
  });

  function Greeter() {
    const { app } = useApp({ appInfo: { name: "greeter", version: "1.0.0" }, autoResize: false });
    const input = useToolInput(app);
    return <h1>{String(input?.arguments?.name ?? "waiting")}</h1>;
  }

  for (const name of ["Ada", "Grace"])
    it(`greets ${name}: the view connects to this test's host`, async () => {
      host = createTestHost();
      view = mount(<Greeter />);
      await run(() => host.waitFor("ui/notifications/initialized"));
      await run(() => host.sendToolInput({ arguments: { name } }));
      await flush();
      expect(view.container.textContent).toBe(name);
    });
});
