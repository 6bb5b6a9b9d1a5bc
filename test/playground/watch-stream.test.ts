// @vitest-environment node
// Reload on save's side of the page's server: `GET /api/watch` (NDJSON), behind the API's token
// guard, capped in streams; a playground that does not watch answers 204. A watched directory's
// change arrives as `changed` (no build), and what is ignored below it (node_modules, dist,
// dotfiles) makes no event.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isIgnored } from "../../playground/server/file-watcher.js";
import { startPlayground, type Playground } from "../../playground/start.js";
import { isWatchEvent, type WatchEvent } from "../../playground/shared/watch-event.js";
import { pageToken } from "./support.js";

/** Reads NDJSON events from `response` until `until` says stop. */
async function readEvents(response: Response, until: (events: WatchEvent[]) => boolean): Promise<WatchEvent[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: WatchEvent[] = [];
  let buffer = "";
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    const lines = (buffer + decoder.decode(value, { stream: true })).split("\n");
    buffer = lines.pop()!;
    for (const line of lines) events.push(JSON.parse(line) as WatchEvent);
  }
  await reader.cancel();
  return events;
}

describe("GET /api/watch", () => {
  let dir: string;
  let playground: Playground;
  let token: string;
  const watch = (headers: Record<string, string> = { "x-mcp-view-token": token }, method = "GET") =>
    fetch(new URL("/api/watch", playground.url), { method, headers });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-watch-stream-"));
    for (const sub of ["node_modules", "dist", ".git"]) mkdirSync(join(dir, sub));
    playground = await startPlayground({ port: 0, watch: [dir] });
    token = await pageToken(playground.url);
  });

  afterAll(async () => {
    await playground?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is refused without the page's token, from another origin, and for anything but GET", async () => {
    const answers = await Promise.all([
      watch({}),
      watch({ "x-mcp-view-token": "guess" }),
      watch({ "x-mcp-view-token": token, origin: "http://attacker.example" }),
      watch(undefined, "POST"),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 405]);
  });

  it("says what it watches, then reports a change, and nothing for what is ignored below the directory", async () => {
    const response = await watch();
    expect([response.status, response.headers.get("content-type")]).toEqual([200, "application/x-ndjson; charset=utf-8"]);
    const events = readEvents(response, (got) => got.some((e) => e.kind === "changed"));
    writeFileSync(join(dir, "node_modules", "a.js"), "1");
    writeFileSync(join(dir, "dist", "index.html"), "1");
    writeFileSync(join(dir, ".git", "HEAD"), "1");
    writeFileSync(join(dir, ".main.ts.swp"), "1");
    writeFileSync(join(dir, "main.ts"), "1");
    const got = await events;
    expect(got.every(isWatchEvent)).toBe(true);
    expect(got[0]).toEqual({ kind: "watching", what: expect.stringMatching(/^watching .*mcp-view-watch-stream-/) });
    expect(got.at(-1)).toEqual({ kind: "changed", reason: `${relative(process.cwd(), join(dir, "main.ts"))} changed` });
  });

  it("keeps at most 16 streams open", async () => {
    const open = await Promise.all(Array.from({ length: 16 }, () => watch()));
    const extra = await watch();
    expect([open.every((r) => r.status === 200), extra.status]).toEqual([true, 429]);
    await Promise.all(open.map((r) => r.body!.cancel()));
  });
});

describe("a playground that does not watch", () => {
  it("answers 204, so the page stops asking", async () => {
    const playground = await startPlayground({ port: 0 });
    try {
      const response = await fetch(new URL("/api/watch", playground.url), {
        headers: { "x-mcp-view-token": await pageToken(playground.url) },
      });
      expect(response.status).toBe(204);
    } finally {
      await playground.close();
    }
  });
});

describe("what the watcher ignores", () => {
  it("is node_modules, dist and dotfiles below a watched directory, never the watched path itself", () => {
    const roots = ["/p/src", "/p/dist", "/p/index.html"];
    const ignored = ["/p/src/node_modules/x.js", "/p/src/dist/a.js", "/p/src/.cache/a", "/p/src/a/.b.swp", "/p/src/.git/HEAD"];
    const watched = ["/p/src/main.ts", "/p/src/distance.ts", "/p/dist/index.html", "/p/index.html", "/p/src"];
    expect([ignored.map((p) => isIgnored(p, roots)), watched.map((p) => isIgnored(p, roots))]).toEqual([
      ignored.map(() => true),
      watched.map(() => false),
    ]);
  });
});
