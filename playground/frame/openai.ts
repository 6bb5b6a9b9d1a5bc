// The script the widget origin injects into a view's frame, before the view's own, under the
// "ChatGPT with only window.openai" profile: the test kit's FakeOpenAi as `window.openai`, with the
// host page's globals, bridged to the host page's test host in envelope messages (shared/openai-envelope.ts), so the
// host page records and answers what the view asks of `window.openai`. Nothing answers the view's
// `ui/initialize` on the standard bridge: a view reaches this host only through `window.openai`.
import { FakeOpenAi } from "mcp-view/testing";
import { EnvelopeTransport } from "../shared/envelope-transport.js";
import { OPENAI_CALL, OPENAI_WIDGET_STATE } from "../shared/openai-envelope.js";
import type { FrameOpenAiConfig } from "../shared/openai-frame-config.js";

/**
 * Installs the fake in `view` (a frame's window), talking to its parent; reports each call on it, and
 * the widget state the view sets (as JSON text: the host page shows it, as ChatGPT keeps it).
 */
export function installFrameOpenAi(view: Window, config: FrameOpenAiConfig): FakeOpenAi {
  const bridge = new EnvelopeTransport({ listenOn: view, peer: () => view.parent, origin: config.origin });
  const fake = new FakeOpenAi(view, config.context, bridge);
  const report = (message: Record<string, unknown>) => view.parent.postMessage(message, config.origin);
  for (const [name, method] of Object.entries(fake.openai)) {
    if (typeof method !== "function") continue;
    fake.openai[name] = (...args: unknown[]) => {
      report({ [OPENAI_CALL]: name });
      if (name === "setWidgetState") reportWidgetState(args[0], report);
      return (method as (...args: unknown[]) => unknown)(...args);
    };
  }
  return fake;
}

/** Reports `state` as JSON text; a state JSON cannot write (a cycle, a BigInt) is reported as absent. */
function reportWidgetState(state: unknown, report: (message: Record<string, unknown>) => void): void {
  let json: string | undefined;
  try {
    json = JSON.stringify(state);
  } catch {
    json = undefined;
  }
  report({ [OPENAI_WIDGET_STATE]: json ?? null });
}
