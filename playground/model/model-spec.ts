// Which model the dev host and `mcp-view eval` ask, from the command line and the environment, read
// as the providers' own SDKs read them: `--model anthropic:<model>` or `--model openai:<model>` (or
// MCP_VIEW_MODEL, for npm scripts whose options end at their `--`), the key from ANTHROPIC_API_KEY or
// OPENAI_API_KEY, and another endpoint from ANTHROPIC_BASE_URL (the API's root, as Anthropic's SDK
// reads it: `/v1` is added) or OPENAI_BASE_URL (with its `/v1`, as OpenAI's SDK reads it: Ollama's
// `http://127.0.0.1:11434/v1`, llama.cpp's server). A local endpoint may need no key. What is wrong is
// one sentence of a ModelConfigError, which never quotes the key.

/** The providers, as `--model` names them. */
export const PROVIDERS = ["anthropic", "openai"] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** The variable that names the model when `--model` is not given. */
export const MODEL_VARIABLE = "MCP_VIEW_MODEL";

const KEY_VARIABLE = { anthropic: "ANTHROPIC_API_KEY", openai: "OPENAI_API_KEY" } as const;
const BASE_VARIABLE = { anthropic: "ANTHROPIC_BASE_URL", openai: "OPENAI_BASE_URL" } as const;
const DEFAULT_ENDPOINT = { anthropic: "https://api.anthropic.com/v1", openai: "https://api.openai.com/v1" } as const;

/** A model to ask, and how. */
export interface ModelSpec {
  provider: ProviderName;
  /** The provider's model name (`claude-sonnet-4-5`, `gpt-4.1`, `llama3.2`). */
  model: string;
  /** The endpoint the SDK is pointed at (with `/v1`); the provider's own when no base URL is set. */
  baseURL: string;
  /** Whether the base URL came from the environment (another endpoint than the provider's). */
  customEndpoint: boolean;
  /** The key, or undefined when none is set (then asking fails with `no-key`, unless the endpoint needs none). */
  apiKey: string | undefined;
  /** The variable the key is read from, for the sentences. */
  keyVariable: string;
}

/** What is wrong with the model's configuration, in one sentence (never the key). */
export class ModelConfigError extends Error {
  override name = "ModelConfigError";
}

/**
 * The model `flag` names (`--model`; else `MCP_VIEW_MODEL` in `env`), with its key and endpoint from
 * `env`; undefined when neither names one. Throws a {@link ModelConfigError} for a name or URL that
 * is wrong.
 */
export function modelSpec(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): ModelSpec | undefined {
  const given = flag ?? (env[MODEL_VARIABLE] || undefined);
  if (given === undefined) return undefined;
  const from = flag !== undefined ? "--model" : MODEL_VARIABLE;
  const match = /^([a-z]+):(.+)$/.exec(given.trim());
  const provider = PROVIDERS.find((p) => p === match?.[1]);
  if (!match || !provider)
    throw new ModelConfigError(
      `${from} must be a provider and a model, anthropic:<model> or openai:<model> (openai: also for an OpenAI-compatible server such as Ollama, with OPENAI_BASE_URL), got ${JSON.stringify(given)}`,
    );
  const base = env[BASE_VARIABLE[provider]] || undefined;
  const key = env[KEY_VARIABLE[provider]] || undefined;
  return {
    provider,
    model: match[2]!.trim(),
    baseURL: base === undefined ? DEFAULT_ENDPOINT[provider] : endpoint(provider, base),
    customEndpoint: base !== undefined,
    apiKey: key,
    keyVariable: KEY_VARIABLE[provider],
  };
}

/** The SDK's base URL for the variable's value: checked, without a trailing slash, `/v1` added for Anthropic's root. */
function endpoint(provider: ProviderName, value: string): string {
  const variable = BASE_VARIABLE[provider];
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) throw new ModelConfigError(`${variable} must be an http(s) URL`);
  if (url.username || url.password)
    throw new ModelConfigError(`${variable} must not carry a user name or password: set ${KEY_VARIABLE[provider]}`);
  const bare = url.href.replace(/\/+$/, "");
  return provider === "anthropic" && !/\/v1$/.test(bare) ? `${bare}/v1` : bare;
}

/** `provider:model`, as the chat and the reports name it. */
export const modelName = (spec: ModelSpec) => `${spec.provider}:${spec.model}`;

/** Where the model is asked, for the terminal and the page: the endpoint's origin and path, never its query (which could hold a key). */
export function endpointOf(spec: ModelSpec): string {
  const url = new URL(spec.baseURL);
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** The sentence for a model asked without a key, on the provider's own endpoint (a local endpoint may need none). */
export function missingKey(spec: ModelSpec): string | undefined {
  if (spec.apiKey !== undefined || spec.customEndpoint) return undefined;
  return `No key for ${modelName(spec)}: set ${spec.keyVariable} in the environment of mcp-view (it stays in the dev server, never in the page).`;
}

/** The sentence that says how to configure a model, when none is: the variables first, which an npm script's user can set. */
export function noModelSentence(program: string): string {
  return `No model is configured: set ${MODEL_VARIABLE}=anthropic:<model> with ANTHROPIC_API_KEY, or ${MODEL_VARIABLE}=openai:<model> with OPENAI_API_KEY (or OPENAI_BASE_URL for a local server such as Ollama), or start ${program} with --model <provider:model>.`;
}
