// Tearing a view down as a host does: `ui/resource-teardown`, waiting (a while) for the answer, and
// the diagnostics line about it.
import type { TestHost } from "mcp-view/testing";
import type { Diagnostic } from "./events.js";
import { ms } from "./format.js";

/** How long the host waits for the view's answer before it removes the frame anyway. */
export const TEARDOWN_TIMEOUT_MS = 3000;

/** Sends `ui/resource-teardown` to the view of `host` and resolves with the diagnostics line about its answer (never rejects). */
export async function tearDownView(host: TestHost): Promise<Diagnostic> {
  const started = performance.now();
  try {
    await host.teardownResource({}, { timeout: TEARDOWN_TIMEOUT_MS });
    return { key: "teardown", severity: "ok", title: `The view answered ui/resource-teardown in ${ms(performance.now() - started)}` };
  } catch (error) {
    const e = error as { message: string; rpcCode?: number };
    if (e.rpcCode === -32601) {
      return { key: "teardown", severity: "info", title: "The view does not answer ui/resource-teardown (-32601)", detail: "It sets no onteardown handler, so it cannot save state before it goes. The frame is removed anyway." };
    }
    return { key: "teardown", severity: "warn", title: "ui/resource-teardown failed", detail: `${e.message}. The frame is removed anyway.` };
  }
}
