// A fake ChatGPT `window.openai` for the view-state tests: setWidgetState stores what it is given (as
// ChatGPT does) and records it, or rejects with `fail`.
import type { OpenAiWidgetStateHost } from "../../src/index.js";

export type FakeOpenAi = OpenAiWidgetStateHost & { widgetState: unknown; written: unknown[] };

/** A window.openai holding `widgetState`. */
export function fakeOpenAi(widgetState?: unknown, fail?: Error): FakeOpenAi {
  const openai: FakeOpenAi = {
    widgetState,
    written: [],
    setWidgetState: async (state: unknown) => {
      if (fail) throw fail;
      openai.written.push(state);
      openai.widgetState = state;
    },
  };
  return openai;
}
