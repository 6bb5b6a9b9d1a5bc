// The page's calls for the model (shared/model-chat.ts): whether one is configured, and one step of
// the conversation, read as the dev server streams it (JSON lines), each event handed on as it comes.
// The page never holds a key: it asks its own server, which holds it.
import { MODEL_API, MODEL_STEP_API, type ModelInfo, type StepEvent, type StepRequest } from "../../shared/model-chat.js";
import { api } from "./api.js";

/** Whether the dev host has a model, and which. */
export async function modelInfo(): Promise<ModelInfo> {
  const response = await api(MODEL_API);
  if (!response.ok) return { configured: false, problem: `The dev host answered ${response.status} for its model.` };
  return (await response.json()) as ModelInfo;
}

/**
 * Asks for one step of `request`, telling `onEvent` each event; resolves with the last one (`done` or
 * `error`). A refused request, or a stream that ends early, is an `error` event too.
 */
export async function askStep(request: StepRequest, onEvent: (event: StepEvent) => void, signal?: AbortSignal): Promise<StepEvent> {
  let last: StepEvent | undefined;
  const tell = (event: StepEvent) => ((last = event), onEvent(event));
  let response: Response;
  try {
    response = await api(MODEL_STEP_API, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
      ...(signal && { signal }),
    });
  } catch (error) {
    return stopped(signal, error, tell);
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    tell({ type: "error", kind: "bad-request", message: body.error ?? `The dev host answered ${response.status} for the step.` });
    return last!;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      for (let at = buffer.indexOf("\n"); at >= 0; at = buffer.indexOf("\n")) {
        const line = buffer.slice(0, at).trim();
        buffer = buffer.slice(at + 1);
        if (line) tell(JSON.parse(line) as StepEvent);
      }
    }
  } catch (error) {
    return stopped(signal, error, tell);
  }
  if (last?.type !== "done" && last?.type !== "error")
    tell({ type: "error", kind: "provider", message: "The dev host's answer ended before the model's step did." });
  return last!;
}

function stopped(signal: AbortSignal | undefined, error: unknown, tell: (event: StepEvent) => void): StepEvent {
  const event: StepEvent = signal?.aborted
    ? { type: "error", kind: "timeout", message: "Stopped: the model's answer was not waited for." }
    : { type: "error", kind: "network", message: `The dev host cannot be reached: ${(error as Error).message}.` };
  tell(event);
  return event;
}
