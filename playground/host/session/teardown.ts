// Tearing a view down as a host does: `ui/resource-teardown`, waiting (a while) for the answer, and
// the diagnostics line about it. A view without an `onteardown` handler answers -32601 (Method not
// found): the host's JSON-RPC engine rejects with an AppError whose `code` is that number.
import { AppError } from "mcp-view";
import type { TestHost } from "mcp-view/testing";
import type { Diagnostic } from "./events.js";
import { ms } from "./format.js";

/** How long the host waits for the view's answer before it removes the frame anyway. */
export const TEARDOWN_TIMEOUT_MS = 3000;

const METHOD_NOT_FOUND = -32601;

/** Sends `ui/resource-teardown` to the view of `host` and resolves with the diagnostics line about its answer (never rejects). */
export async function tearDownView(host: TestHost): Promise<Diagnostic> {
  const started = performance.now();
  try {
    await host.teardownResource({}, { timeout: TEARDOWN_TIMEOUT_MS });
    return { key: "teardown", severity: "ok", title: `The view answered ui/resource-teardown in ${ms(performance.now() - started)}` };
  } catch (error) {
    if (error instanceof AppError && error.code === METHOD_NOT_FOUND) {
      return {
        key: "teardown",
        severity: "info",
        title: "The view does not answer ui/resource-teardown (-32601)",
        detail: "It sets no onteardown handler, so it cannot save state before it goes. The frame is removed anyway.",
      };
    }
    return {
      key: "teardown",
      severity: "warn",
      title: "ui/resource-teardown failed",
      detail: `${(error as Error).message}. The frame is removed anyway.`,
    };
  }
}
