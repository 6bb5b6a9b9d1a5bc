// Shared by the playground's process tests: run a command, wait for the URL it prints, and check
// whether a process is still alive.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A started command and everything it printed so far. */
export interface Running {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

/** Starts `argv` with its stdout and stderr collected. */
export function run(argv: readonly string[], options: SpawnOptions = {}): Running {
  const child = spawn(argv[0]!, argv.slice(1), { stdio: ["ignore", "pipe", "pipe"], ...options });
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? -1)));
  return { child, output: () => out, exited };
}

/** Resolves with the first match of `pattern` in the output; rejects if the command exits first. */
export function waitForOutput(running: Running, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(running.output());
      if (!match) return false;
      running.child.stdout!.off("data", check);
      resolve(match[1] ?? match[0]);
      return true;
    };
    if (check()) return;
    running.child.stdout!.on("data", check);
    running.child.stderr!.on("data", check);
    void running.exited.then((code) => reject(new Error(`The command exited (${code}) before printing ${pattern}:\n${running.output()}`)));
  });
}

/** Whether process `pid` exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The session token the playground put in its page. */
export async function pageToken(url: string): Promise<string> {
  const page = await (await fetch(url)).text();
  return /<meta name="mcp-view-token" content="([^"]+)">/.exec(page)?.[1] ?? "";
}

/** Posts the page's SDK Client's first request, `initialize`, to the playground's /mcp, with the page's token. */
export async function postInitialize(url: string): Promise<Response> {
  return fetch(new URL("/mcp", url), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "x-mcp-view-token": await pageToken(url),
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
    }),
  });
}

/** A port nothing listens on: a free one, found by listening and closing again (for a server that takes no port 0). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
