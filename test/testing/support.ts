// Shared setup of the test kit's own tests: one host and one App per test, both closed afterwards.
import { afterEach, vi } from "vitest";
import { App, type AppOptions, type McpUiAppCapabilities } from "../../src/index.js";
import { createTestHost, type TestHost, type TestHostOptions } from "../../src/testing/index.js";

const opened: Array<{ close(): unknown }> = [];

afterEach(async () => {
  vi.useRealTimers();
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

/** A test host closed after the test. */
export function host(options?: TestHostOptions): TestHost {
  const h = createTestHost(options);
  opened.push(h);
  return h;
}

/** An App (auto-resize off unless asked) closed after the test. */
export function app(capabilities: McpUiAppCapabilities = {}, options: AppOptions = {}): App {
  const a = new App({ name: "widget", version: "1.0.0" }, capabilities, { autoResize: false, ...options });
  opened.push(a);
  return a;
}

/** A host and an App connected to it with the default `connect()`, handshake complete. */
export async function connected(options?: TestHostOptions, capabilities?: McpUiAppCapabilities, appOptions?: AppOptions) {
  const h = host(options);
  const a = app(capabilities, appOptions);
  await a.connect();
  await h.ready;
  return { host: h, app: a };
}
