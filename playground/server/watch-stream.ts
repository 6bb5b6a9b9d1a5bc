// `GET /api/watch` (shared/watch-event.ts): the page's stream of reload-on-save events, one JSON
// object a line. A page that connects is told what is watched, and, when the last build is still
// running or failed, that too (so a page opened after a failed build shows it). The route sits
// behind the API's token guard; the streams are capped, so nothing can pile them up.
import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_WATCH_TEXT, type WatchEvent } from "../shared/watch-event.js";
import { sendJson } from "./http.js";

/** Open streams at most (a few tabs of the page). */
const MAX_STREAMS = 16;

/** The text fields of `event`, cut to {@link MAX_WATCH_TEXT} characters (keeping their ends: a build's last lines matter most). */
function capped(event: WatchEvent): WatchEvent {
  const cut = (text: string) => (text.length > MAX_WATCH_TEXT ? `…${text.slice(-(MAX_WATCH_TEXT - 1))}` : text);
  return Object.fromEntries(
    Object.entries(event).map(([key, value]) => [key, key === "kind" ? value : cut(value as string)]),
  ) as WatchEvent;
}

export class WatchStream {
  readonly #streams = new Set<ServerResponse>();
  readonly #what: string;
  /** The last `building` or `build-failed`, while it is the news; a success or a reload clears it. */
  #status: WatchEvent | undefined;

  /** `what`: what is watched and built, as the page's note says it. */
  constructor(what: string) {
    this.#what = what;
  }

  /** Sends `event` to every open stream. */
  publish(event: WatchEvent): void {
    const line = `${JSON.stringify(capped(event))}\n`;
    if (event.kind !== "server-restarted")
      this.#status = event.kind === "building" || event.kind === "build-failed" ? capped(event) : undefined;
    for (const res of this.#streams) res.write(line);
  }

  /** The route: GET only. */
  handle = (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== "GET") return sendJson(res, 405, { error: "GET only" });
    if (this.#streams.size >= MAX_STREAMS) return sendJson(res, 429, { error: `At most ${MAX_STREAMS} watch streams` });
    res.writeHead(200, { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" });
    res.write(`${JSON.stringify(capped({ kind: "watching", what: this.#what }))}\n`);
    if (this.#status) res.write(`${JSON.stringify(this.#status)}\n`);
    this.#streams.add(res);
    res.once("close", () => this.#streams.delete(res));
  };

  /** Ends every stream. */
  async close(): Promise<void> {
    for (const res of this.#streams) res.end();
    this.#streams.clear();
  }
}
