// One stateless request of the 2026-07-28 revision on the stdio relay (a POST without a session): its
// messages go to the server as a page of their own, and what comes back for them (progress, the
// responses, a `subscriptions/listen` stream's notifications) is written to one event stream, which
// ends with the last response. A page that stops reading cancels what is still open (the
// multiplexer sends notifications/cancelled). What the page leaves unread is bounded: a listen
// stream nobody reads would otherwise hold every notification the server sends in the dev host's
// memory (a 50 MB flood grew it by 90 MB). Past MAX_UNREAD_BYTES the stream ends, each open request
// answered with an error that says why, since dropping the oldest notifications would leave the page
// with a view of the server that silently misses changes.
import type { ServerResponse } from "node:http";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { sendJson } from "./http.js";
import type { Multiplexer } from "./multiplexer.js";

/** How many bytes of an exchange's event stream may wait unread before the stream is ended. */
export const MAX_UNREAD_BYTES = 4 * 1024 * 1024;

type Message = { id?: string | number; method?: string };

const event = (message: unknown) => `event: message\ndata: ${JSON.stringify(message)}\n\n`;

/** Relays `body` (one JSON-RPC message or a batch) to the server through `mux`, answering on `res`. */
export function exchange(mux: Multiplexer, body: unknown, res: ServerResponse): void {
  const messages = (Array.isArray(body) ? body : [body]) as Message[];
  if (!messages.length || messages.some((m) => typeof m !== "object" || m === null))
    return sendJson(res, 400, {
      jsonrpc: "2.0",
      id: null,
      error: { code: -32000, message: "The body must be a JSON-RPC message or a batch of them" },
    });
  // The requests not answered yet, by their id as text.
  const open = new Map(messages.filter((m) => m.method !== undefined && m.id !== undefined).map((m) => [String(m.id), m.id]));
  const requests = open.size;
  const page = mux.open({
    send: (message, related) => {
      const m = message as Message;
      const answer = m.method === undefined && m.id !== undefined && open.delete(String(m.id));
      if (!answer && related === undefined) return; // another page's, or the server's own (none on 2026-07-28)
      if (res.writableLength > MAX_UNREAD_BYTES) return unread();
      res.write(event(m));
      if (answer && !open.size) (res.end(), page.close());
    },
  });
  /** The page left too much unread: each open request is answered with why, and the stream ends. */
  const unread = () => {
    const message = `The dev host ended this event stream: the page left more than ${MAX_UNREAD_BYTES} bytes of it unread`;
    for (const id of open.values()) res.write(event({ jsonrpc: "2.0", id, error: { code: -32000, message } }));
    open.clear();
    res.end();
    page.close();
  };
  if (requests) {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.on("close", () => page.close());
  } else res.writeHead(202).end();
  for (const m of messages) page.receive(m as JSONRPCMessage);
  if (!requests) page.close(); // notifications only: nothing comes back
}
