// @vitest-environment node
// The playground's servers against a hostile web page: DNS rebinding (a foreign Host header) and
// cross-site requests (a foreign Origin, or a text/plain form POST without the page's token).
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostNames, hostsOn, refusal } from "../../playground/server/guard.js";
import { startPlayground, type Playground } from "../../playground/start.js";

interface Answer {
  status: number;
  body: string;
}

/** One HTTP request with exactly these headers (fetch cannot set Host). */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers ?? {} }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

const INITIALIZE = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
});
const FRAME = JSON.stringify({ html: "<p>hi</p>" });
const JSON_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

describe("the playground's servers", () => {
  let playground: Playground;
  let host: string;
  let token: string;

  beforeAll(async () => {
    playground = await startPlayground({ port: 0 });
    host = new URL(playground.url).host;
    const page = await send(playground.url);
    token = /<meta name="mcp-view-token" content="([^"]+)">/.exec(page.body)?.[1] ?? "no token in the page";
  });

  afterAll(() => playground?.close());

  const api = (path: string) => new URL(path, playground.url).href;
  const withToken = () => ({ ...JSON_HEADERS, "x-mcp-view-token": token });

  it("refuse a Host header that is not theirs (DNS rebinding), on every route", async () => {
    const rebound = { host: `attacker.example:${new URL(playground.url).port}` };
    const answers = await Promise.all([
      send(playground.url, { headers: rebound }),
      send(api("/api/info"), { headers: { ...rebound, "x-mcp-view-token": token } }),
      send(api("/mcp"), { method: "POST", headers: { ...withToken(), ...rebound }, body: INITIALIZE }),
      send(`${playground.widgetOrigin}/frame/1`, { headers: { host: `attacker.example:${new URL(playground.widgetOrigin).port}` } }),
      send(playground.target, {
        method: "POST",
        headers: { ...JSON_HEADERS, host: `attacker.example:${new URL(playground.target).port}` },
        body: INITIALIZE,
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);
  });

  it("refuse a request from another origin, even with the token", async () => {
    const foreign = { ...withToken(), host, origin: "http://attacker.example" };
    const answers = await Promise.all([
      send(api("/api/frames"), { method: "POST", headers: foreign, body: FRAME }),
      send(api("/mcp"), { method: "POST", headers: foreign, body: INITIALIZE }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403]);
  });

  it("refuse a cross-site text/plain form POST, which cannot carry the token header", async () => {
    const form = { host, "content-type": "text/plain" };
    const answers = await Promise.all([
      send(api("/api/frames"), { method: "POST", headers: form, body: FRAME }),
      send(api("/mcp"), { method: "POST", headers: form, body: INITIALIZE }),
      send(api("/api/frames"), { method: "POST", headers: { ...form, "content-type": "application/json" }, body: FRAME }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403]);
  });

  it("serve the page, and answer its own requests that carry the token", async () => {
    const own = { ...withToken(), host, origin: new URL(playground.url).origin };
    const [frame, mcp, localhost] = await Promise.all([
      send(api("/api/frames"), { method: "POST", headers: own, body: FRAME }),
      send(api("/mcp"), { method: "POST", headers: own, body: INITIALIZE }),
      send(playground.url, { headers: { host: `localhost:${new URL(playground.url).port}` } }),
    ]);
    expect([frame.status, mcp.status, localhost.status]).toEqual([200, 200, 200]);
    expect(JSON.parse(frame.body).url).toMatch(new RegExp(`^${playground.widgetOrigin}/frame/[0-9a-f-]{36}$`));
  });
});

describe("the guard's rules", () => {
  const req = (headers: Record<string, string>) => ({ headers }) as never;

  it("answer to loopback names only, unless the playground listens on every interface", () => {
    const loopback = hostsOn(hostNames("127.0.0.1"), 5178);
    const everywhere = hostsOn(hostNames("0.0.0.0"), 5178);
    expect([...loopback]).toEqual(["127.0.0.1:5178", "localhost:5178", "[::1]:5178"]);
    expect(everywhere.size).toBeGreaterThan(loopback.size);
    expect(everywhere.has("0.0.0.0:5178")).toBe(false);
  });

  it("name what is wrong: the Host, the Origin, or the token", () => {
    const rules = { hosts: hostsOn(hostNames("127.0.0.1"), 5178), token: "t0k" };
    const ok = { host: "localhost:5178", origin: "http://localhost:5178", "x-mcp-view-token": "t0k" };
    expect([
      refusal(req(ok), rules),
      refusal(req({ ...ok, host: "evil.example:5178" }), rules),
      refusal(req({ ...ok, origin: "http://evil.example" }), rules),
      refusal(req({ ...ok, origin: "null" }), rules),
      refusal(req({ ...ok, "x-mcp-view-token": "guess" }), rules),
      refusal(req({ host: "127.0.0.1:5178", origin: "http://evil.example" }), { ...rules, origin: false, token: undefined }),
    ]).toEqual([
      undefined,
      "Host evil.example:5178 is not this server (DNS rebinding?)",
      "Origin http://evil.example may not call this server",
      "Origin null may not call this server",
      "Missing or wrong x-mcp-view-token header",
      undefined,
    ]);
  });
});
