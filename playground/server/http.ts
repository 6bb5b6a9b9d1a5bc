// Small helpers for node:http servers: listen on loopback, read a body, answer JSON.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A listening server and how to stop it. */
export interface Listening {
  server: Server;
  port: number;
  /** `http://127.0.0.1:<port>` (loopback also when listening on every interface). */
  origin: string;
  close(): Promise<void>;
}

/** The host name to put in URLs for a server listening on `host`. */
export const urlHost = (host: string): string =>
  ["0.0.0.0", "::", "[::]"].includes(host) ? "127.0.0.1" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;

/** Listens on `host:port` (0 picks a free port). Rejects with the listen error (e.g. EADDRINUSE). */
export async function listen(handler: RequestListener, port = 0, host = "127.0.0.1"): Promise<Listening> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    port: address.port,
    origin: `http://${urlHost(host)}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Reads the whole request body as text (up to `limit` bytes). */
export function readBody(req: IncomingMessage, limit = 10_000_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return (reject(new Error(`Request body over ${limit} bytes`)), req.destroy());
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** Answers with JSON. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

/** Answers with plain text. */
export function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  type = "text/plain; charset=utf-8",
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { "content-type": type, "cache-control": "no-store", ...headers });
  res.end(body);
}
