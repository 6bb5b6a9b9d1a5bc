// Many page sessions over one connection to one stdio server. A stdio server serves one client, but
// every page (each tab, each reload) connects as its own MCP client. The multiplexer initializes the
// server once, with the first page's `initialize`, and answers later pages from that result; it
// renames request ids and progress tokens so that pages cannot collide, routes each response and
// progress notification back to the page that asked, and so each notification of a 2026-07-28
// subscription (`subscriptions/listen`, whose id is the request's); broadcasts the server's other
// notifications, and sends the server's own requests (sampling, elicitation, roots) to the page used last,
// whose answer alone goes back.
import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";

/** How the multiplexer reaches one page. */
export interface PageLink {
  /** Sends `message` to the page; `relatedRequestId` is the page's request it belongs to. */
  send(message: JSONRPCMessage, relatedRequestId?: RequestId): void;
}

/** A page's session: what it sends, and its end. */
export interface PageSession {
  receive(message: JSONRPCMessage): void;
  close(): void;
}

type Params = Record<string, unknown> & { _meta?: Record<string, unknown> };
type Message = { jsonrpc: "2.0"; id?: RequestId; method?: string; params?: Params; result?: unknown; error?: unknown };
interface Asked {
  page: PageLink;
  id: RequestId;
  token?: unknown;
}

const INIT = "mux-initialize";
/** Where a 2026-07-28 notification names the `subscriptions/listen` request it belongs to. */
const SUBSCRIPTION_ID = "io.modelcontextprotocol/subscriptionId";
const reply = (id: RequestId, result: unknown) => ({ jsonrpc: "2.0", id, result }) as JSONRPCMessage;
const failure = (id: RequestId, code: number, message: string) => ({ jsonrpc: "2.0", id, error: { code, message } }) as JSONRPCMessage;

export class Multiplexer {
  readonly #server: (message: JSONRPCMessage) => void;
  readonly #pages = new Set<PageLink>();
  /** Our id of each request sent on to the server → the page's request. */
  readonly #asked = new Map<string, Asked>();
  /** Our progress token → the page's request that carried it. */
  readonly #tokens = new Map<string, Asked>();
  /** The page-side id of each server request → the page it went to and the server's id. */
  readonly #serverAsked = new Map<string, { page: PageLink; id: RequestId }>();
  #init: { result?: unknown; waiting: Asked[] } | undefined;
  #initializedSent = false;
  #recent: PageLink | undefined;
  #ended: string | undefined;
  #next = 0;

  /** `server` writes one message to the server. */
  constructor(server: (message: JSONRPCMessage) => void) {
    this.#server = server;
  }

  /** Adds a page. */
  open(page: PageLink): PageSession {
    this.#pages.add(page);
    return { receive: (message) => this.#fromPage(page, message as Message), close: () => this.#close(page) };
  }

  /** Routes one message from the server. */
  fromServer(message: JSONRPCMessage): void {
    const m = message as Message;
    if (m.method === undefined) return this.#response(m);
    if (m.id === undefined) return this.#notification(m);
    if (m.method === "ping") return this.#server(reply(m.id, {}));
    const page = this.#recent ?? [...this.#pages].at(-1);
    if (!page) return this.#server(failure(m.id, -32603, "No page is connected to the playground"));
    const id = `mux-server-${++this.#next}`;
    this.#serverAsked.set(id, { page, id: m.id });
    page.send({ ...m, id } as JSONRPCMessage);
  }

  /** The server is gone: every open and later request fails with `sentence` (which says how). */
  end(sentence: string): void {
    this.#ended = sentence;
    for (const asked of [...this.#asked.values(), ...(this.#init?.waiting ?? [])]) asked.page.send(failure(asked.id, -32000, sentence));
    this.#asked.clear();
    this.#tokens.clear();
    this.#init = undefined;
  }

  #fromPage(page: PageLink, m: Message): void {
    this.#recent = page;
    if (m.method === undefined) return this.#answerFromPage(page, m);
    if (m.id === undefined) return this.#notificationFromPage(page, m);
    if (this.#ended) return page.send(failure(m.id, -32000, this.#ended));
    if (m.method === "initialize") return this.#initialize(page, m);
    const id = `mux-${++this.#next}`;
    const asked: Asked = { page, id: m.id };
    this.#asked.set(id, asked);
    const token = m.params?._meta?.progressToken;
    if (token === undefined) return this.#server({ ...m, id } as JSONRPCMessage);
    asked.token = token;
    this.#tokens.set(id, asked);
    this.#server({ ...m, id, params: { ...m.params, _meta: { ...m.params!._meta, progressToken: id } } } as JSONRPCMessage);
  }

  #initialize(page: PageLink, m: Message): void {
    if (this.#init?.result !== undefined) return page.send(reply(m.id!, this.#init.result));
    if (this.#init) return void this.#init.waiting.push({ page, id: m.id! });
    this.#init = { waiting: [{ page, id: m.id! }] };
    this.#server({ ...m, id: INIT } as JSONRPCMessage);
  }

  #notificationFromPage(page: PageLink, m: Message): void {
    if (m.method === "notifications/initialized") {
      if (!this.#initializedSent) this.#server(m as JSONRPCMessage);
      this.#initializedSent = true;
      return;
    }
    if (m.method !== "notifications/cancelled") return this.#server(m as JSONRPCMessage);
    const ours = [...this.#asked].find(([, asked]) => asked.page === page && asked.id === m.params?.requestId)?.[0];
    if (ours) this.#server({ ...m, params: { ...m.params, requestId: ours } } as JSONRPCMessage);
  }

  /**
   * A page's answer to a server request goes on only from the page it was sent to: another page's
   * answer to its id is ignored, as a JSON-RPC peer ignores an answer to a request it never sent, so
   * that page's answer still reaches the server.
   */
  #answerFromPage(page: PageLink, m: Message): void {
    const asked = this.#serverAsked.get(String(m.id));
    if (asked?.page !== page) return;
    this.#serverAsked.delete(String(m.id));
    this.#server({ ...m, id: asked.id } as JSONRPCMessage);
  }

  #response(m: Message): void {
    if (m.id === INIT) return this.#initialized(m);
    const asked = this.#asked.get(String(m.id));
    if (!asked) return;
    this.#forget(String(m.id));
    asked.page.send({ ...m, id: asked.id } as JSONRPCMessage);
  }

  #initialized(m: Message): void {
    const waiting = this.#init?.waiting ?? [];
    this.#init = m.result === undefined ? undefined : { result: m.result, waiting: [] };
    for (const asked of waiting) asked.page.send({ ...m, id: asked.id } as JSONRPCMessage);
  }

  #notification(m: Message): void {
    const params = m.params ?? {};
    if (m.method === "notifications/progress") {
      const asked = this.#tokens.get(String(params.progressToken));
      if (asked) asked.page.send({ ...m, params: { ...params, progressToken: asked.token } } as JSONRPCMessage, asked.id);
      return;
    }
    const subscription = params._meta?.[SUBSCRIPTION_ID];
    const listening = subscription === undefined ? undefined : this.#asked.get(String(subscription));
    if (listening) {
      const _meta = { ...params._meta, [SUBSCRIPTION_ID]: listening.id };
      return listening.page.send({ ...m, params: { ...params, _meta } } as JSONRPCMessage, listening.id);
    }
    if (m.method === "notifications/cancelled") {
      const entry = [...this.#serverAsked].find(([, asked]) => asked.id === params.requestId);
      if (entry) entry[1].page.send({ ...m, params: { ...params, requestId: entry[0] } } as JSONRPCMessage);
      return;
    }
    for (const page of this.#pages) page.send(m as JSONRPCMessage);
  }

  #forget(id: string): void {
    this.#asked.delete(id);
    this.#tokens.delete(id);
  }

  #close(page: PageLink): void {
    this.#pages.delete(page);
    if (this.#recent === page) this.#recent = undefined;
    if (this.#init) this.#init.waiting = this.#init.waiting.filter((asked) => asked.page !== page);
    for (const [id, asked] of [...this.#asked]) {
      if (asked.page !== page) continue;
      this.#forget(id);
      if (!this.#ended)
        this.#server({
          jsonrpc: "2.0",
          method: "notifications/cancelled",
          params: { requestId: id, reason: "The page closed" },
        } as JSONRPCMessage);
    }
    for (const [id, asked] of [...this.#serverAsked]) {
      if (asked.page !== page) continue;
      this.#serverAsked.delete(id);
      if (!this.#ended) this.#server(failure(asked.id, -32603, "The page that was asked closed"));
    }
  }
}
