// The Vercel AI SDK (`ai` 6, with `@ai-sdk/anthropic` and `@ai-sdk/openai`), loaded only when a model
// is asked: optional peers of mcp-view, as playwright-core is, so the package keeps no dependencies and
// the command does not carry a megabyte that most runs never use. Each is imported from the project
// (the working directory) first, then from where mcp-view is installed. OpenAI and every
// OpenAI-compatible server are asked through chat completions, which both speak. The SDK's own
// warnings are not printed: the dev server's terminal is the author's, and the chat says what matters.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { LanguageModel } from "ai";
import { ModelConfigError, type ModelSpec } from "./model-spec.js";

type AiModule = typeof import("ai");

/** A model, ready to be asked, and the SDK functions that ask it. */
export interface LoadedModel {
  spec: ModelSpec;
  model: LanguageModel;
  ai: Pick<AiModule, "streamText" | "jsonSchema" | "tool">;
}

const PROVIDER_PACKAGE = { anthropic: "@ai-sdk/anthropic", openai: "@ai-sdk/openai" } as const;

/** The sentence for a missing SDK package: what to install, where. */
export const missingSdk = (names: string[]) =>
  `The model is asked through the Vercel AI SDK, which is not installed here: npm install --save-dev ${names.join(" ")} (optional peers of mcp-view, used only with a model).`;

/** Loads the SDK and the provider of `spec` (from `cwd` first); throws a ModelConfigError naming what to install. */
export async function loadModel(spec: ModelSpec, cwd: string): Promise<LoadedModel> {
  const providerPackage = PROVIDER_PACKAGE[spec.provider];
  const [ai, provider] = await Promise.all([importPeer<AiModule>("ai", cwd), importPeer<Record<string, unknown>>(providerPackage, cwd)]);
  const missing = [!ai && "ai", !provider && providerPackage].filter((n): n is string => typeof n === "string");
  if (!ai || !provider) throw new ModelConfigError(missingSdk(missing));
  (globalThis as { AI_SDK_LOG_WARNINGS?: false }).AI_SDK_LOG_WARNINGS = false;
  // The key is the one read from the environment given (never the SDK's own read of process.env); a
  // local endpoint may take none.
  const settings = { baseURL: spec.baseURL, apiKey: spec.apiKey ?? "" };
  let model: LanguageModel;
  if (spec.provider === "anthropic") {
    const { createAnthropic } = provider as typeof import("@ai-sdk/anthropic");
    model = createAnthropic(settings)(spec.model);
  } else {
    const { createOpenAI } = provider as typeof import("@ai-sdk/openai");
    model = createOpenAI(settings).chat(spec.model);
  }
  return { spec, model, ai: { streamText: ai.streamText, jsonSchema: ai.jsonSchema, tool: ai.tool } };
}

/** Imports package `name` as the project at `cwd` has it, else as mcp-view finds it; undefined when neither has it. */
async function importPeer<T>(name: string, cwd: string): Promise<T | undefined> {
  const entry = moduleEntry(name, cwd);
  if (entry) return (await import(pathToFileURL(entry).href)) as T;
  try {
    return (await import(name)) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_MODULE_NOT_FOUND") return undefined;
    throw error;
  }
}

/** The ES module entry of package `name` below `cwd`'s node_modules, or undefined. */
function moduleEntry(name: string, cwd: string): string | undefined {
  let main: string;
  try {
    main = createRequire(join(cwd, "package.json")).resolve(name);
  } catch {
    return undefined;
  }
  for (let dir = dirname(main); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string; exports?: { ".": { import?: string } } };
    if (pkg.name !== name) continue;
    const esm = pkg.exports?.["."]?.import;
    return esm ? join(dir, esm) : main;
  }
  return main;
}
