// A failed model step in one sentence the chat and `mcp-view eval` show: no key, a key refused
// (401/403), rate limited (429), no answer in time, the provider out of reach, a tool the model
// made up, or what the provider said. The SDK's errors are read by their fields (the SDK is an
// optional peer, loaded late). No sentence quotes the key: a provider's own message is quoted only
// where it is not about the key, with every secret cut out of it first (OpenAI's 401 echoes part of
// the key it refused).
import type { ModelProblemKind } from "../shared/model-chat.js";
import { modelName, type ModelSpec } from "./model-spec.js";

/** A step's failure: its kind and its sentence. */
export interface ModelProblem {
  kind: ModelProblemKind;
  message: string;
}

/** What the SDK's errors carry that the sentence needs (APICallError, RetryError, LoadAPIKeyError, a fetch failure). */
interface SdkError {
  name?: string;
  message?: string;
  statusCode?: number;
  responseHeaders?: Record<string, string>;
  responseBody?: string;
  lastError?: unknown;
  cause?: unknown;
  code?: string;
}

/** `text` without any of `secrets`, nor any run of 8 or more characters of one (a masked key quotes its ends). */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret || secret.length < 4) continue;
    out = out.split(secret).join("[redacted]");
    for (let i = 0; i + 8 <= secret.length; i++) out = out.split(secret.slice(i, i + 8)).join("[redacted]");
  }
  return out;
}

/** The provider's own words in an error body (`{ error: { message } }`, both providers' shape), at most 300 characters. */
function providerWords(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const words = typeof parsed.error === "string" ? parsed.error : (parsed.error?.message ?? parsed.message);
    return typeof words === "string" ? words.slice(0, 300) : undefined;
  } catch {
    return body.slice(0, 300);
  }
}

/** The seconds a 429 says to wait, when it says. */
function retryAfter(headers: Record<string, string> | undefined): string {
  const seconds = Number(headers?.["retry-after"]);
  return Number.isFinite(seconds) && seconds > 0 ? ` (it asks to wait ${seconds} s)` : "";
}

/** `error`, from a step of `spec`'s model, as one sentence; `timedOut`: the step's own deadline fired. */
export function modelProblem(error: unknown, spec: ModelSpec, timedOut: { seconds: number } | undefined): ModelProblem {
  const name = modelName(spec);
  if (timedOut) return { kind: "timeout", message: `${name} did not answer within ${timedOut.seconds} s: nothing more was received.` };
  let e = (error ?? {}) as SdkError;
  if (e.name === "AI_RetryError" && e.lastError) e = e.lastError as SdkError;
  if (e.name === "AI_LoadAPIKeyError")
    return { kind: "no-key", message: `No key for ${name}: set ${spec.keyVariable} in the environment of mcp-view.` };
  const status = e.statusCode;
  if (status === 401 || status === 403)
    return {
      kind: "auth",
      message: `The provider refused the key for ${name} (${status}): check ${spec.keyVariable}${spec.customEndpoint ? ` for ${spec.baseURL}` : ""}.`,
    };
  if (status === 429)
    return {
      kind: "rate-limit",
      message: `The provider is rate limiting ${name} (429)${retryAfter(e.responseHeaders)}: wait a moment, then send again.`,
    };
  const secrets = [spec.apiKey];
  if (status !== undefined) {
    const words = providerWords(e.responseBody);
    return {
      kind: "provider",
      message: redact(`The provider answered ${status} for ${name}${words ? `: ${words}` : "."}`, secrets),
    };
  }
  const cause = (e.cause ?? {}) as SdkError;
  if (e.name === "AbortError" || e.name === "TimeoutError") return { kind: "timeout", message: `The request to ${name} was stopped.` };
  if (/fetch failed|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|socket/i.test(`${e.message} ${cause.code ?? ""} ${cause.message ?? ""}`))
    return {
      kind: "network",
      message: `Cannot reach ${spec.baseURL} for ${name}${cause.code ? ` (${cause.code})` : ""}: is the endpoint right and up?`,
    };
  return { kind: "provider", message: redact(`The request to ${name} failed: ${e.message ?? String(error)}`, secrets) };
}

/** The sentence for a tool call of a tool the model was not offered. */
export function unknownToolProblem(tool: string, offered: readonly string[]): ModelProblem {
  return {
    kind: "unknown-tool",
    message: `The model called ${JSON.stringify(tool)}, which is not a tool it was offered (${offered.length ? offered.join(", ") : "none"}): nothing was called.`,
  };
}
