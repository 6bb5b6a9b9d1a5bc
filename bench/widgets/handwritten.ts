// The lower bound of every benchmark: a hand-written MCP Apps view handshake with no validation, no
// state, no timeouts and no features beyond what the benchmark widgets use. Not a usable runtime.
/* eslint-disable @typescript-eslint/no-explicit-any */
type Message = { jsonrpc: "2.0"; id?: number; method?: string; params?: any; result?: any; error?: any };

/** The transport shape the official SDK and mcp-view accept, reduced to what is used here. */
interface Port {
  start(): unknown;
  send(message: Message): unknown;
  onmessage?: ((message: Message) => void) | undefined;
}

/** `new App(info)`, `ontoolresult`, `ontoolinputpartial`, `connect(transport?)`, `callServerTool()`. */
export class App {
  ontoolresult: ((params: any) => void) | undefined;
  ontoolinputpartial: ((params: any) => void) | undefined;
  #id = 0;
  #pending = new Map<number, [(value: any) => void, (error: any) => void]>();
  #port: Port | undefined;
  readonly #info: { name: string; version: string };

  constructor(info: { name: string; version: string }) {
    this.#info = info;
  }

  async connect(port?: Port): Promise<void> {
    const p: Port = port ?? {
      start: () => addEventListener("message", (e) => e.source === parent && p.onmessage?.(e.data)),
      send: (message) => parent.postMessage(message, "*"),
    };
    this.#port = p;
    p.onmessage = (message) => this.#receive(message);
    await p.start();
    await this.#request("ui/initialize", { appInfo: this.#info, appCapabilities: {}, protocolVersion: "2026-01-26" });
    await p.send({ jsonrpc: "2.0", method: "ui/notifications/initialized" });
  }

  callServerTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<any> {
    return this.#request("tools/call", params);
  }

  #receive(m: Message): void {
    if (m.method === "ui/notifications/tool-input-partial") this.ontoolinputpartial?.(m.params);
    else if (m.method === "ui/notifications/tool-result") this.ontoolresult?.(m.params);
    else if (m.method === undefined && m.id !== undefined) {
      const pending = this.#pending.get(m.id);
      this.#pending.delete(m.id);
      if (m.error) pending?.[1](m.error);
      else pending?.[0](m.result);
    }
  }

  #request(method: string, params: unknown): Promise<any> {
    const id = this.#id++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, [resolve, reject]);
      this.#port!.send({ jsonrpc: "2.0", id, method, params });
    });
  }
}
