// `/mcp` on the playground's origin, forwarded to a Streamable HTTP server (the embedded example
// server, or `--server <URL>`). The page's SDK Client thus talks real Streamable HTTP to the real
// server; the proxy only spares it CORS, which most MCP servers do not enable. Event streams are
// piped as they come; other answers are read first, so that one that is not MCP (nothing listening,
// an HTML error page, JSON that is not JSON-RPC) reaches the page and the terminal as one sentence.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import { TOKEN_HEADER } from "../shared/api.js";
import { sendJson } from "./http.js";
import { notMcp, unreachable } from "./upstream-problem.js";

/** Headers that stay here: hop-by-hop ones, the page's origin and cookies, and its session token. */
const HOP_BY_HOP = ["host", "connection", "keep-alive", "origin", "referer", "cookie", "transfer-encoding", TOKEN_HEADER];

/** Called with each problem of the server, in one sentence. */
export type ProblemListener = (sentence: string) => void;

/** Answers the page with a JSON-RPC error whose message is `sentence` (502: the fault is upstream). */
const fail = (res: ServerResponse, sentence: string) =>
  sendJson(res, 502, { jsonrpc: "2.0", id: null, error: { code: -32000, message: sentence } });

/** A request handler that forwards to `target` (the MCP endpoint URL), streaming both ways. */
export function createProxy(target: URL, onProblem: ProblemListener = () => {}): (req: IncomingMessage, res: ServerResponse) => void {
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return (req, res) => {
    const headers = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const upstream = send(target, { method: req.method, headers: { ...headers, host: target.host } }, (answer) => {
      if (/text\/event-stream/i.test(answer.headers["content-type"] ?? "")) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        return void answer.pipe(res);
      }
      void relayBuffered(target, answer, res, onProblem);
    });
    upstream.on("error", (error) => {
      if (res.headersSent) return void res.destroy();
      const sentence = unreachable(target, error);
      onProblem(sentence);
      fail(res, sentence);
    });
    res.on("close", () => upstream.destroy());
    req.pipe(upstream);
  };
}

async function relayBuffered(target: URL, answer: IncomingMessage, res: ServerResponse, onProblem: ProblemListener): Promise<void> {
  const status = answer.statusCode ?? 502;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of answer) chunks.push(chunk as Buffer);
  } catch {
    return void res.destroy();
  }
  const body = Buffer.concat(chunks);
  const encoded = !/^(identity)?$/i.test(answer.headers["content-encoding"] ?? ""); // compressed: passed on unread
  const sentence = encoded ? undefined : notMcp(target, status, answer.headers["content-type"], body.toString("utf8"));
  if (sentence) return (onProblem(sentence), fail(res, sentence));
  res.writeHead(status, answer.headers);
  res.end(body);
}
