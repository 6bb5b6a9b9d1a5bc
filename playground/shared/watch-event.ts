// Reload on save, between the dev host and the page (`mcp-view dev --watch … --build …`): the page
// reads `GET /api/watch` as a stream of newline-delimited JSON, one event a line. A streaming fetch
// rather than an EventSource, because the API's session token travels in a header, which an
// EventSource cannot send (and a token in a URL ends up in logs and history).

/** The path of the stream, on the page's origin. */
export const WATCH_PATH = "/api/watch";

/** The longest text an event carries (the build's last lines), in characters. */
export const MAX_WATCH_TEXT = 4000;

/** What the dev host tells the page. `reason` reads like "src/main.ts changed". */
export type WatchEvent =
  /** The stream is open: first event, and what is watched (for the page's note). */
  | { kind: "watching"; what: string }
  /** A build started. */
  | { kind: "building"; reason: string }
  /** The build succeeded: reload the view. */
  | { kind: "built"; reason: string }
  /** The build failed: keep the view, show `output` (the last lines of its stderr, without escape codes). */
  | { kind: "build-failed"; reason: string; exit: string; output: string }
  /** A watched file changed and there is no build: reload the view. */
  | { kind: "changed"; reason: string }
  /** The stdio server's code changed and the server was restarted: connect again and run the last tool call again. */
  | { kind: "server-restarted"; reason: string };

const FIELDS: Record<WatchEvent["kind"], string[]> = {
  watching: ["what"],
  building: ["reason"],
  built: ["reason"],
  "build-failed": ["reason", "exit", "output"],
  changed: ["reason"],
  "server-restarted": ["reason"],
};

/** Whether `value` is a {@link WatchEvent} (each field a string of at most {@link MAX_WATCH_TEXT} characters). */
export function isWatchEvent(value: unknown): value is WatchEvent {
  if (typeof value !== "object" || value === null) return false;
  const event = value as Record<string, unknown>;
  const fields = typeof event.kind === "string" && Object.hasOwn(FIELDS, event.kind) ? FIELDS[event.kind as WatchEvent["kind"]] : undefined;
  return !!fields && fields.every((name) => typeof event[name] === "string" && (event[name] as string).length <= MAX_WATCH_TEXT);
}
