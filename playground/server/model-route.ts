// The model, on the dev server's side: `GET /api/model` says whether one is configured (its name and
// endpoint, or the sentence saying how to configure one), and `POST /api/model/step` asks it for one
// step of the page's conversation, streamed back as JSON lines (shared/model-chat.ts). The key stays
// here: it is read from the environment into the model's spec, goes to the provider in a header, and
// is in no answer (the sentences are redacted). Bad bodies get a 400 with one sentence; the step stops
// when the page goes away. The SDK is loaded on the first step (an optional peer: model/load-model.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { stepRequestProblem, type ModelInfo, type StepEvent, type StepRequest } from "../shared/model-chat.js";
import { loadModel, type LoadedModel } from "../model/load-model.js";
import { ModelConfigError, endpointOf, modelName, noModelSentence, type ModelSpec } from "../model/model-spec.js";
import { runStep } from "../model/model-step.js";
import { redact } from "../model/provider-error.js";
import { readBody, sendJson } from "./http.js";

/** The largest conversation a step takes (its entries carry the tools' results). */
const MAX_STEP_BYTES = 8 * 1024 * 1024;

/** What the routes need: the model (none when not configured), where to load the SDK from, the step's deadline. */
export interface ModelRouteOptions {
  model?: ModelSpec;
  /** The project's directory, where the SDK is looked for first. */
  cwd: string;
  /** Milliseconds a step may take (model-step.ts's default otherwise). */
  timeoutMs?: number;
}

/** The two routes, `info` and `step`. */
export function modelRoutes(options: ModelRouteOptions) {
  let loading: Promise<LoadedModel> | undefined;
  const info = (_req: IncomingMessage, res: ServerResponse): void => {
    const answer: ModelInfo = options.model
      ? { configured: true, model: modelName(options.model), endpoint: endpointOf(options.model) }
      : { configured: false, problem: noModelSentence("mcp-view dev") };
    sendJson(res, 200, answer);
  };
  const step = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== "POST") return sendJson(res, 405, { error: "POST only" });
    const spec = options.model;
    if (!spec) return sendJson(res, 409, { error: noModelSentence("mcp-view dev") });
    let request: StepRequest;
    try {
      request = JSON.parse(await readBody(req, MAX_STEP_BYTES)) as StepRequest;
    } catch (error) {
      return sendJson(res, 400, { error: `The step's body is not JSON: ${(error as Error).message}` });
    }
    const problem = stepRequestProblem(request);
    if (problem) return sendJson(res, 400, { error: problem });
    res.writeHead(200, { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" });
    const send = (event: StepEvent) => void (res.writableEnded || res.write(`${JSON.stringify(event)}\n`));
    let loaded: LoadedModel;
    try {
      loaded = await (loading ??= loadModel(spec, options.cwd));
    } catch (error) {
      loading = undefined; // installed meanwhile: the next step tries again
      const kind = error instanceof ModelConfigError ? "no-sdk" : "provider";
      send({ type: "error", kind, message: redact((error as Error).message, [spec.apiKey]) });
      return void res.end();
    }
    const gone = new AbortController();
    res.once("close", () => gone.abort());
    await runStep(loaded, request, { onEvent: send, signal: gone.signal, ...(options.timeoutMs && { timeoutMs: options.timeoutMs }) });
    res.end();
  };
  return { info, step };
}
