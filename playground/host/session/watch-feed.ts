// The page's side of reload on save: reads the dev host's stream (`GET /api/watch`,
// shared/watch-event.ts) with a streaming fetch, because the session token goes in a header, which
// an EventSource cannot send. Each line is checked before it is used. When the stream drops (the dev
// host stopped), it connects again after a growing pause (0.5 s doubling to 10 s), so a stopped host
// is not hammered; a dev host that answers 403 is a new session (it restarted), which this page's
// token no longer opens: `onGone` says so, and the feed stops. 204: the host does not watch.
import { isWatchEvent, WATCH_PATH, type WatchEvent } from "../../shared/watch-event.js";
import { api } from "./api.js";

/** Options of {@link followWatch}. */
export interface WatchFeedOptions {
  onEvent: (event: WatchEvent) => void;
  /** The dev host no longer knows this page (it restarted): the page must be loaded again. */
  onGone: () => void;
}

const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 10_000;
/** A longer line is not one of the dev host's: the stream is dropped. */
const MAX_LINE = 64_000;

/** Follows the stream until `stop()` (or until the dev host is gone or does not watch). */
export function followWatch(options: WatchFeedOptions): { stop(): void } {
  const abort = new AbortController();
  void (async () => {
    let pause = FIRST_PAUSE_MS;
    while (!abort.signal.aborted) {
      const response = await api(WATCH_PATH, { signal: abort.signal }).catch(() => undefined);
      if (response?.status === 204) return;
      if (response?.status === 403) return options.onGone();
      if (response?.ok && response.body && (await readLines(response.body, options.onEvent))) pause = FIRST_PAUSE_MS;
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  })();
  return { stop: () => abort.abort() };
}

/** Hands each valid event of `body` to `onEvent` until it ends; resolves whether any arrived. */
async function readLines(body: ReadableStream<Uint8Array>, onEvent: (event: WatchEvent) => void): Promise<boolean> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let any = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return any;
      const lines = (buffer + decoder.decode(value, { stream: true })).split("\n");
      buffer = lines.pop()!;
      if (buffer.length > MAX_LINE) return (void reader.cancel(), any);
      for (const line of lines) {
        const event = parse(line);
        if (event) ((any = true), onEvent(event));
      }
    }
  } catch {
    return any; // the connection dropped
  }
}

function parse(line: string): WatchEvent | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return isWatchEvent(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
