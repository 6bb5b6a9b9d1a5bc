// @vitest-environment node
// `-- <command…>`: the stdio server is started once for the whole playground session, shared by
// every page that connects, and stopped with the playground.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it, vi } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";

const SERVER = fileURLToPath(new URL("./fixtures/tiny-server.mjs", import.meta.url));
const INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "page", version: "1" } },
};

let dir: string;
let playground: Playground | undefined;

afterEach(async () => {
  await playground?.close();
  playground = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const pids = () => readFileSync(join(dir, "pids"), { encoding: "utf8", flag: "a+" }).split("\n").filter(Boolean).map(Number);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** What a page's SDK Client sends first: initialize, as its own session. */
async function initialize(pg: Playground): Promise<{ status: number; session: string | null; body: string }> {
  const page = await (await fetch(pg.url)).text();
  const token = /<meta name="mcp-view-token" content="([^"]+)">/.exec(page)?.[1] ?? "";
  const res = await fetch(new URL("/mcp", pg.url), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "x-mcp-view-token": token },
    body: JSON.stringify(INITIALIZE),
  });
  return { status: res.status, session: res.headers.get("mcp-session-id"), body: await res.text() };
}

it("starts the command once, however many pages connect, and stops it on close()", async () => {
  dir = mkdtempSync(join(tmpdir(), "mcp-view-stdio-"));
  playground = await startPlayground({ port: 0, command: [process.execPath, SERVER, "--stdio", "--pid-file", join(dir, "pids")] });
  const sessions = await Promise.all([initialize(playground), initialize(playground), initialize(playground)]);
  expect(sessions.map((s) => s.status)).toEqual([200, 200, 200]);
  expect(new Set(sessions.map((s) => s.session)).size).toBe(3);
  expect(sessions.every((s) => s.body.includes('"tiny-weather"'))).toBe(true);
  await vi.waitFor(() => expect(pids()).toHaveLength(1), { timeout: 10_000 });
  const [pid] = pids();
  expect(alive(pid!)).toBe(true);
  await playground.close();
  playground = undefined;
  await vi.waitFor(() => expect(alive(pid!)).toBe(false), { timeout: 10_000 });
  expect(pids()).toHaveLength(1);
});
