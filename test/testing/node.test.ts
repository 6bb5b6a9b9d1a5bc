// @vitest-environment node
// Without a DOM there is no window to stand in for, so the host offers an in-memory transport.
import { afterEach, expect, it } from "vitest";
import { App } from "../../src/index.js";
import { createTestHost, type TestHost } from "../../src/testing/index.js";

let host: TestHost | undefined;
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  host?.close();
});

it("uses the transport channel by default when there is no window", async () => {
  host = createTestHost();
  app = new App({ name: "node-view", version: "1.0.0" }, {}, { autoResize: false });
  await app.connect(host.transport);
  await host.ready;
  await host.sendToolInput({ arguments: { q: "x" } });
  expect(app.getSnapshot().toolInput).toEqual({ arguments: { q: "x" } });
});
