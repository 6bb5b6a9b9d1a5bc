// For the model-context tests of every binding: a test-kit host (which offers model context) and an
// App connected to it, new for each test and closed after it, and a wait for the host's updates.
import { afterEach, beforeEach, expect, vi } from "vitest";
import { App } from "../../src/index.js";
import { createTestHost, type TestHost } from "../../src/testing/index.js";

const UPDATE = "ui/update-model-context";

/** A text content block. */
export const text = (t: string) => ({ type: "text" as const, text: t });

/** Registers the per-test host and App; read them from the returned object inside tests. */
export function useTestKitApp() {
  const session = {
    host: undefined as unknown as TestHost,
    app: undefined as unknown as App,
    /** The params of every ui/update-model-context the host received. */
    received: () => session.host.received(UPDATE),
    /** Waits until the host received `count` updates, and returns them all. */
    async updates(count: number, wait: (check: () => void) => Promise<unknown> = vi.waitFor) {
      await wait(() => expect(session.received()).toHaveLength(count));
      return session.received();
    },
  };
  beforeEach(async () => {
    session.host = createTestHost();
    session.app = new App({ name: "context-widget", version: "1.0.0" }, {}, { autoResize: false });
    await session.app.connect();
    await session.host.ready;
  });
  afterEach(async () => {
    await session.app.close();
    await session.host.close();
  });
  return session;
}
