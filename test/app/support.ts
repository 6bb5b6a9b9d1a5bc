// Shared setup of the App suite: a scripted host (test/support/host.ts) and an App for its view end,
// both closed when the test finishes.
import { onTestFinished, vi, type Mock } from "vitest";
import { App, type AppOptions, type McpUiAppCapabilities } from "../../src/index.js";
import { createHost, flush, type HostOptions, type ScriptedHost } from "../support/host.js";

/** The `appInfo` of every App made here. */
export const VIEW_INFO = { name: "view", version: "1.0.0" };

export interface ViewSetup {
  /** The App's options, over `{ autoResize: false }`. */
  app?: AppOptions;
  /** The App's capabilities. @default {} */
  capabilities?: McpUiAppCapabilities;
  /** How the scripted host answers. */
  host?: HostOptions;
}

export interface View {
  app: App;
  host: ScriptedHost;
  /** The App's `onerror`. */
  onerror: Mock<(error: Error) => void>;
}

/** An App (auto-resize off unless `app` turns it on), closed when the test finishes. */
export function createApp(setup: Pick<ViewSetup, "app" | "capabilities"> = {}): App {
  const app = new App(VIEW_INFO, setup.capabilities ?? {}, { autoResize: false, ...setup.app });
  onTestFinished(() => app.close());
  return app;
}

/** A scripted host and an App not yet connected to it, `onerror` a mock; both closed after the test. */
export function make(setup: ViewSetup = {}): View {
  const host = createHost(setup.host);
  const app = createApp(setup);
  const onerror = vi.fn<(error: Error) => void>();
  app.onerror = onerror;
  return { app, host, onerror };
}

/** {@link make}, connected to the host, with everything the handshake set off handled. */
export async function connected(setup: ViewSetup = {}): Promise<View> {
  const view = make(setup);
  await view.app.connect(view.host.view);
  await flush();
  return view;
}
