// @vitest-environment node
// A 2026-07-28 exchange on the stdio relay bounds what its page leaves unread: a subscriptions/listen
// stream nobody reads ends, once more than MAX_UNREAD_BYTES wait, with an error answer saying why, and
// the server hears the subscription cancelled; a stream that is read carries any number of messages.
import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { Multiplexer } from "../../playground/server/multiplexer.js";
import { exchange, MAX_UNREAD_BYTES } from "../../playground/server/stateless-exchange.js";

/** A response whose page reads (`reading`) or not: what it was written, and what waits unread. */
function response({ reading }: { reading: boolean }) {
  const res = Object.assign(new EventEmitter(), {
    status: 0,
    written: [] as string[],
    writableLength: 0,
    ended: false,
    writeHead(status: number) {
      res.status = status;
      return res;
    },
    write(chunk: string) {
      if (res.ended) throw new Error("write after end");
      res.written.push(chunk);
      if (!reading) res.writableLength += Buffer.byteLength(chunk);
      return !res.writableLength;
    },
    end() {
      res.ended = true;
      return res;
    },
  });
  return res;
}

const LISTEN = { jsonrpc: "2.0", id: "listen:0", method: "subscriptions/listen", params: { notifications: { toolsListChanged: true } } };
const changed = (n: number) =>
  ({
    jsonrpc: "2.0",
    method: "notifications/resources/updated",
    params: { uri: `ui://flood/${n}`, padding: "x".repeat(1000), _meta: { "io.modelcontextprotocol/subscriptionId": "mux-1" } },
  }) as JSONRPCMessage;

/** The server's side, and a listen stream opened on `res`. */
function listening(res: ReturnType<typeof response>) {
  const toServer: Array<{ method?: string; params?: Record<string, unknown> }> = [];
  const mux = new Multiplexer((m) => void toServer.push(m as never));
  exchange(mux, LISTEN, res as unknown as ServerResponse);
  return { mux, toServer };
}

describe("an exchange's event stream", () => {
  it("ends a listen stream nobody reads once more than MAX_UNREAD_BYTES wait, saying why, and cancels the subscription", () => {
    const res = response({ reading: false });
    const { mux, toServer } = listening(res);
    const flood = Math.ceil((2 * MAX_UNREAD_BYTES) / 1000);
    for (let n = 0; n < flood && !res.ended; n++) mux.fromServer(changed(n));
    expect(res.ended).toBe(true);
    expect(res.writableLength).toBeLessThan(MAX_UNREAD_BYTES + 2 * 1200);
    expect(JSON.parse(res.written.at(-1)!.replace(/^event: message\ndata: /, ""))).toEqual({
      jsonrpc: "2.0",
      id: "listen:0",
      error: {
        code: -32000,
        message: `The dev host ended this event stream: the page left more than ${MAX_UNREAD_BYTES} bytes of it unread`,
      },
    });
    expect(toServer.at(-1)).toEqual({
      jsonrpc: "2.0",
      method: "notifications/cancelled",
      params: { requestId: "mux-1", reason: "The page closed" },
    });
    const written = res.written.length;
    mux.fromServer(changed(flood)); // the page is gone: nothing more is written or kept
    expect(res.written).toHaveLength(written);
  });

  it("carries any number of messages to a page that reads them", () => {
    const res = response({ reading: true });
    const { mux } = listening(res);
    const flood = Math.ceil((2 * MAX_UNREAD_BYTES) / 1000);
    for (let n = 0; n < flood; n++) mux.fromServer(changed(n));
    expect([res.status, res.ended, res.written.length]).toEqual([200, false, flood]);
  });
});
