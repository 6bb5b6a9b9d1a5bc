// A fake ChatGPT `window.openai` for widget tests, installed into the view's window (happy-dom, or a
// Chromium frame whose page runs the kit). With a `bridge` (the view's end of a test host's transport
// pair) it is ChatGPT without `ui/*`: its methods become the standard requests to the test host, and
// the host's tool data and context changes become globals and `openai:set_globals` events, so the
// test host records and answers everything as usual (and a view that is its own parent gets its posts
// back as in a browser, self-echo.ts, so its fallback switches at once). Without a bridge it only carries globals and the
// window.openai-only methods, as ChatGPT does beside its `ui/*` bridge.
import {
  HOST_CONTEXT_CHANGED_METHOD,
  INITIALIZED_METHOD,
  INITIALIZE_METHOD,
  TOOL_INPUT_METHOD,
  TOOL_RESULT_METHOD,
  type McpUiHostContext,
  type Transport,
} from "../index.js";
import { SET_GLOBALS_EVENT } from "../protocol/openai.js";
import type { OpenAi, OpenAiGlobals } from "../protocol/openai.js";
import { Rpc } from "../rpc/rpc.js";
import { echoToSelf } from "./self-echo.js";

/** One call of a fake `window.openai` method. */
export interface OpenAiCall {
  method: string;
  args: unknown[];
}

/** The fake's `window.openai` globals for a host context. */
export function globalsOf(context: McpUiHostContext): Partial<OpenAiGlobals> {
  const globals: Partial<OpenAiGlobals> = {};
  if (context.theme !== undefined) globals.theme = context.theme;
  if (context.locale !== undefined) globals.locale = context.locale;
  if (context.displayMode !== undefined) globals.displayMode = context.displayMode;
  const { maxHeight } = (context.containerDimensions ?? {}) as { maxHeight?: number };
  if (maxHeight !== undefined) globals.maxHeight = maxHeight;
  if (context.safeAreaInsets !== undefined) globals.safeArea = { insets: context.safeAreaInsets };
  if (context.platform !== undefined || context.deviceCapabilities !== undefined) {
    globals.userAgent = {
      device: { type: context.platform === "mobile" ? "mobile" : "desktop" },
      capabilities: context.deviceCapabilities ?? {},
    };
  }
  return globals;
}

/** A fake `window.openai` on a window; `uninstall()` removes it. */
export class FakeOpenAi {
  /** The object installed as `window.openai`. */
  readonly openai: OpenAi & Record<string, unknown>;
  /** Every method call, in order. */
  readonly calls: OpenAiCall[] = [];
  readonly #window: Window;
  readonly #rpc: Rpc | undefined;
  readonly #unecho: () => void;

  constructor(target: Window, context: McpUiHostContext, bridge?: Transport) {
    this.#window = target;
    const record = (method: string, args: unknown[]) => void this.calls.push({ method, args });
    const rpc = (this.#rpc = bridge ? new Rpc() : undefined);
    const ask = (method: string, params: Record<string, unknown>) => {
      if (!rpc) return Promise.reject(new Error(`this fake window.openai has no host behind it (${method})`));
      return rpc.request(method, params);
    };
    const fake: Record<string, (...args: never[]) => unknown> = {
      callTool: (name: string, args: Record<string, unknown>) => ask("tools/call", { name, arguments: args }),
      sendFollowUpMessage: ({ prompt }: { prompt: string }) =>
        ask("ui/message", { role: "user", content: [{ type: "text", text: prompt }] }),
      openExternal: ({ href }: { href: string }) => ask("ui/open-link", { url: href }),
      requestDisplayMode: ({ mode }: { mode: string }) => ask("ui/request-display-mode", { mode }),
      notifyIntrinsicHeight: (height: number) => void rpc?.notify("ui/notifications/size-changed", { height }).catch(() => {}),
      setWidgetState: (state: unknown) => void this.setGlobals({ widgetState: state }),
      uploadFile: () => Promise.resolve({ fileId: `file-${this.calls.length}` }),
      getFileDownloadUrl: ({ fileId }: { fileId: string }) => Promise.resolve({ downloadUrl: `https://files.example/${fileId}` }),
      requestModal: () => Promise.resolve(),
      requestClose: () => Promise.resolve(),
      setOpenInAppUrl: () => Promise.resolve(),
    };
    this.openai = { toolInput: {}, toolOutput: null, toolResponseMetadata: null, widgetState: null, ...globalsOf(context) };
    for (const [name, fn] of Object.entries(fake)) {
      this.openai[name] = (...args: never[]) => (record(name, args), fn(...args));
    }
    (target as unknown as { openai?: unknown }).openai = this.openai;
    this.#unecho = bridge ? echoToSelf(target) : () => {};
    if (rpc && bridge) void this.#connect(rpc, bridge);
  }

  /** Sets globals and announces them with `openai:set_globals`, as ChatGPT does. */
  setGlobals(globals: Partial<OpenAiGlobals>): void {
    Object.assign(this.openai, globals);
    this.#window.dispatchEvent(new CustomEvent(SET_GLOBALS_EVENT, { detail: { globals } }));
  }

  /** Removes `window.openai` and ends the bridge. */
  uninstall(): void {
    this.#rpc?.close();
    this.#unecho();
    const target = this.#window as unknown as { openai?: unknown };
    if (target.openai === this.openai) delete target.openai;
  }

  /** The bridge's handshake with the test host, and the host's notifications turned into globals. */
  async #connect(rpc: Rpc, bridge: Transport): Promise<void> {
    rpc.listen(TOOL_INPUT_METHOD, (params) => this.setGlobals({ toolInput: params?.arguments ?? {} }));
    rpc.listen(TOOL_RESULT_METHOD, (params) =>
      this.setGlobals({ toolOutput: params?.structuredContent ?? null, toolResponseMetadata: params?._meta ?? null }),
    );
    rpc.listen(HOST_CONTEXT_CHANGED_METHOD, (params) => this.setGlobals(globalsOf((params ?? {}) as McpUiHostContext)));
    await rpc.attach(bridge);
    rpc.open();
    const appInfo = { name: "window.openai", version: "1.0.0" };
    await rpc.request(INITIALIZE_METHOD, { appInfo, appCapabilities: {}, protocolVersion: "2026-01-26" }).catch(() => {});
    await rpc.notify(INITIALIZED_METHOD).catch(() => {});
  }
}
