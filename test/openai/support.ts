// Shared setup of the OpenAI-extension tests: a widget connected to the test kit's ChatGPT host (whose
// capabilities advertise every extension) or to another profile, both closed after the test.
import type { McpUiHostContext } from "../../src/index.js";
import type { TestHostOptions } from "../../src/testing/index.js";
import { connected } from "../testing/support.js";

/** A connected App on `profile` (ChatGPT by default), with `context` merged into the host context. */
export function onHost(
  profile: TestHostOptions["profile"] = "chatgpt",
  context: Record<string, unknown> = {},
  options: TestHostOptions = {},
) {
  return connected({ profile, hostContext: context as McpUiHostContext, ...options });
}
