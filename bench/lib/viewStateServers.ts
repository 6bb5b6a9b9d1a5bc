// The servers of the view-state load benchmark: the template's MCP server on the 2.x SDK
// (templates/sdk/2/server.ts, with templates/shared's launch.ts and tools.ts), as `mcp-view init`
// writes it, in a temporary project that links mcp-view to this checkout's dist/. One line differs:
// registerViewStateTools(server) gets a store, Redis (redisViewStateStore on REDIS_URL) or the
// process's own memoryViewStateStore. Each process serves Streamable HTTP on a free loopback port.
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./bundle.js";

/** The template's line that registers the view-state tools, and what the benchmark's copy has instead. */
const VIEW_STATE_LINE = "  registerViewStateTools(server);\n";
const WITH_STORE = "  registerViewStateTools(server, { store }); // bench: the store of this run\n";
/** After the template's imports: the store, Redis when REDIS_URL is set, else this process's memory. */
const STORE_SETUP = `
// bench (bench/lib/viewStateServers.ts): the view-state store of this run
import { createClient } from "redis";
import { memoryViewStateStore, redisViewStateStore } from "mcp-view/server";
const store = process.env.REDIS_URL
  ? redisViewStateStore(await createClient({ url: process.env.REDIS_URL }).on("error", () => {}).connect())
  : memoryViewStateStore({ maxKeys: 1_000_000 });
`;

/** The template's server.ts with the store: throws if the template no longer has the line, so the benchmark never measures something else. */
function serverWithStore(template: string): string {
  const lines = template.split(VIEW_STATE_LINE);
  if (lines.length !== 2) throw new Error(`templates/sdk/2/server.ts no longer has the one line ${JSON.stringify(VIEW_STATE_LINE)}`);
  const imports = lines[0]!.lastIndexOf('\nimport { greet } from "./src/tools.js";\n');
  if (imports < 0) throw new Error("templates/sdk/2/server.ts no longer imports greet from ./src/tools.js last");
  const end = imports + '\nimport { greet } from "./src/tools.js";\n'.length;
  return `${lines[0]!.slice(0, end)}${STORE_SETUP}${lines[0]!.slice(end)}${WITH_STORE}${lines[1]}`;
}

/** A project of the template's server, in a temporary folder; `remove()` deletes it. */
export function templateServerProject(): { dir: string; remove(): void } {
  if (!existsSync(join(ROOT, "dist", "server", "index.js")))
    throw new Error("There is no dist/: run `npm run build` first (npm run bench does)");
  const dir = mkdtempSync(join(tmpdir(), "mcp-view-bench-view-state-"));
  mkdirSync(join(dir, "src"));
  mkdirSync(join(dir, "dist"));
  mkdirSync(join(dir, "node_modules", "@modelcontextprotocol"), { recursive: true });
  writeFileSync(join(dir, "server.ts"), serverWithStore(readFileSync(join(ROOT, "templates/sdk/2/server.ts"), "utf8")));
  copyFileSync(join(ROOT, "templates/shared/launch.ts"), join(dir, "launch.ts"));
  copyFileSync(join(ROOT, "templates/shared/src/tools.ts"), join(dir, "src", "tools.ts"));
  writeFileSync(join(dir, "dist", "index.html"), "<!doctype html><title>Greeter</title>"); // the view, as npm run build writes it
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "bench-greeter", private: true, type: "module" }));
  symlinkSync(ROOT, join(dir, "node_modules", "mcp-view"), "dir");
  for (const name of ["@modelcontextprotocol/server", "zod", "redis", "tsx"])
    symlinkSync(join(ROOT, "node_modules", name), join(dir, "node_modules", name), "dir");
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A started server process and its endpoint. */
export interface ServerProcess {
  child: ChildProcess;
  url: URL;
  exited: Promise<unknown>;
}

/** Starts the project's server on a free port (`--http 0`), with REDIS_URL when given; resolves with its endpoint. */
export async function startServer(dir: string, redisUrl: string | undefined): Promise<ServerProcess> {
  const env = { ...process.env, REDIS_URL: redisUrl ?? "" };
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts", "--http", "0"], {
    cwd: dir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let output = "";
  const url = await new Promise<URL>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /MCP server: (\S+)/.exec(output);
      if (match) resolve(new URL(match[1]!));
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    void exited.then(() => reject(new Error(`The template's server exited before it listened:\n${output}`)));
  });
  return { child, url, exited };
}

/** Stops the processes (SIGTERM) and waits for them to exit. */
export async function stopServers(servers: readonly ServerProcess[]): Promise<void> {
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
  await Promise.all(servers.map((server) => server.exited));
}
