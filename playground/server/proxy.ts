// `/mcp` on the playground's origin, forwarded byte for byte to a Streamable HTTP server (the
// embedded example server, or `--server <URL>`). The page's SDK Client thus talks real Streamable
// HTTP to the real server; the proxy only spares it CORS, which most MCP servers do not enable.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import { TOKEN_HEADER } from "../shared/api.js";
import { sendJson } from "./http.js";

/** Headers that stay here: hop-by-hop ones, the page's origin and cookies, and its session token. */
const HOP_BY_HOP = ["host", "connection", "keep-alive", "origin", "referer", "cookie", "transfer-encoding", TOKEN_HEADER];

/** A request handler that forwards to `target` (the MCP endpoint URL), streaming both ways. */
export function createProxy(target: URL): (req: IncomingMessage, res: ServerResponse) => void {
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return (req, res) => {
    const headers = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const upstream = send(target, { method: req.method, headers: { ...headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", (error) => {
      if (!res.headersSent)
        sendJson(res, 502, { jsonrpc: "2.0", id: null, error: { code: -32000, message: `Cannot reach ${target.href}: ${error.message}` } });
      else res.destroy();
    });
    res.on("close", () => upstream.destroy());
    req.pipe(upstream);
  };
}
