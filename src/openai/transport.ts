// The ChatGPT adapter: a Transport that plays the host for the App, on `window.openai` alone. It
// answers the App's requests by calling `window.openai` methods, and turns ChatGPT's globals and
// events into the standard notifications, so the App itself holds no ChatGPT code.
import { AppError, errorCode, errorMessage } from "../errors.js";
import { isObject } from "../protocol/guards.js";
import * as M from "../protocol/methods.js";
import { LATEST_PROTOCOL_VERSION, type JSONRPCMessage } from "../protocol/shapes.js";
import type { Transport } from "../rpc/transport.js";
import { callOpenAi, OPENAI_FAILED } from "../protocol/openai.js";
import { contextOf, toolResultOf } from "./context.js";
import { answerRequest } from "./requests.js";
import { findOpenAi, SET_GLOBALS_EVENT, TOOL_RESPONSE_EVENT, type OpenAi, type OpenAiGlobals } from "../protocol/openai.js";

/**
 * A transport to ChatGPT's `window.openai`, for hosts that inject it and do not answer `ui/initialize`.
 * Usually reached through `openAiFallback`; pass it to `connect()` to use it directly.
 *
 * @example
 * await app.connect(new OpenAiTransport());
 */
export class OpenAiTransport implements Transport {
  onmessage?: ((message: JSONRPCMessage) => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onclose?: (() => void) | undefined;
  readonly #window: Window;
  #stop: (() => void) | undefined;
  /** The last `toolOutput` and `toolInput` delivered, so that one change is delivered once. */
  #sent: { toolInput?: unknown; toolOutput?: unknown } = {};

  /** `target` is the window that carries `openai` and its events. @default this window */
  constructor(target: Window = window) {
    this.#window = target;
  }

  get #openai(): OpenAi | undefined {
    return findOpenAi(this.#window);
  }

  async start(): Promise<void> {
    if (this.#stop) return;
    const onGlobals = (event: Event) => this.#changed((event as CustomEvent<{ globals?: unknown }>).detail?.globals);
    const onResponse = () =>
      this.#changed({ toolOutput: this.#openai?.toolOutput, toolResponseMetadata: this.#openai?.toolResponseMetadata });
    this.#window.addEventListener(SET_GLOBALS_EVENT, onGlobals);
    this.#window.addEventListener(TOOL_RESPONSE_EVENT, onResponse);
    this.#stop = () => {
      this.#window.removeEventListener(SET_GLOBALS_EVENT, onGlobals);
      this.#window.removeEventListener(TOOL_RESPONSE_EVENT, onResponse);
    };
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (!isObject(message) || typeof message.method !== "string") return; // answers: the adapter asks nothing
    const { id, method, params = {} } = message as { id?: string | number; method: string; params?: Record<string, unknown> };
    if (id === undefined) return this.#notified(method, params);
    void this.#answer(id, method, params);
  }

  async close(): Promise<void> {
    if (!this.#stop) return;
    this.#stop();
    this.#stop = undefined;
    this.onclose?.();
  }

  async #answer(id: string | number, method: string, params: Record<string, unknown>): Promise<void> {
    try {
      const result = method === M.INITIALIZE_METHOD ? this.#initializeResult() : await answerRequest(this.#openai, method, params);
      this.#deliver({ jsonrpc: "2.0", id, result });
    } catch (cause) {
      this.#deliver({ jsonrpc: "2.0", id, error: { code: errorCode(cause) ?? OPENAI_FAILED, message: errorMessage(cause) } });
    }
  }

  #initializeResult(): Record<string, unknown> {
    const openai = this.#openai ?? {};
    const can = (name: keyof OpenAi) => typeof openai[name] === "function";
    const hostCapabilities: Record<string, unknown> = {};
    if (can("openExternal")) hostCapabilities.openLinks = {};
    if (can("callTool")) hostCapabilities.serverTools = {};
    if (can("sendFollowUpMessage")) hostCapabilities.message = { text: {} };
    if (can("setWidgetState")) hostCapabilities.updateModelContext = { text: {}, structuredContent: {} };
    const hostContext = { availableDisplayModes: ["inline", "fullscreen", "pip"], ...contextOf(openai) };
    return {
      protocolVersion: LATEST_PROTOCOL_VERSION,
      hostInfo: { name: "ChatGPT (window.openai)", version: "0" },
      hostCapabilities,
      hostContext,
    };
  }

  #notified(method: string, params: Record<string, unknown>): void {
    if (method === M.INITIALIZED_METHOD) return this.#changed(this.#openai, false);
    if (method === M.SIZE_CHANGED_METHOD && typeof params.height === "number") {
      callOpenAi(this.#openai, "notifyIntrinsicHeight", params.height).catch((error: AppError) => this.onerror?.(error));
    }
  }

  /** Delivers what changed among `globals`: tool input, tool result and (unless `context` is false) host context. */
  #changed(globals: unknown, context = true): void {
    if (!isObject(globals)) return;
    const changed = globals as Partial<OpenAiGlobals>;
    if (changed.toolInput != null && changed.toolInput !== this.#sent.toolInput) {
      this.#sent.toolInput = changed.toolInput;
      this.#notify(M.TOOL_INPUT_METHOD, { arguments: changed.toolInput });
    }
    if (changed.toolOutput != null && changed.toolOutput !== this.#sent.toolOutput) {
      this.#sent.toolOutput = changed.toolOutput;
      if (!isObject(changed.toolOutput)) {
        // ChatGPT documents toolOutput as the tool's structuredContent object; anything else is the host's fault.
        this.onerror?.(
          new AppError(
            "INVALID_MESSAGE",
            `window.openai.toolOutput must be an object (the tool's structuredContent), not ${describe(changed.toolOutput)}`,
            { data: changed.toolOutput },
          ),
        );
      } else {
        this.#notify(M.TOOL_RESULT_METHOD, toolResultOf({ toolResponseMetadata: this.#openai?.toolResponseMetadata, ...changed }));
      }
    }
    const hostContext = context ? contextOf(changed) : {};
    if (Object.keys(hostContext).length) this.#notify(M.HOST_CONTEXT_CHANGED_METHOD, hostContext);
  }

  #notify(method: string, params: Record<string, unknown>): void {
    this.#deliver({ jsonrpc: "2.0", method, params });
  }

  #deliver(message: Record<string, unknown>): void {
    queueMicrotask(() => this.#stop && this.onmessage?.(message as unknown as JSONRPCMessage));
  }
}

/** A short name for a value's kind in an error message: `an array`, `a string`, … */
function describe(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  return `${/^[aeiou]/.test(type) ? "an" : "a"} ${type}`;
}
