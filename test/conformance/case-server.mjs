// The server of the conformance cases (cases.ts): every case's tool, resource and result, served
// exactly as the catalogue says, malformed parts included, with no SDK in between to tidy them up.
// It speaks stdio (newline-delimited JSON):
//   node case-server.mjs --cases FILE   FILE: the catalogue as JSON ({ tools, resources, reads, results })
// A tools/call whose arguments have `hold: true` gets no answer until the client cancels it
// (notifications/cancelled), then none: the dev host cancels it, and the view gets tool-cancelled.
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { cases: { type: "string" } } });
if (!values.cases) throw new Error("Pass --cases FILE");
const served = JSON.parse(readFileSync(values.cases, "utf8"));

function answer({ id, method, params }) {
  if (id === undefined || typeof method !== "string") return undefined;
  const ok = (result) => ({ jsonrpc: "2.0", id, result });
  const error = (code, message) => ({ jsonrpc: "2.0", id, error: { code, message } });
  switch (method) {
    case "initialize":
      return ok({
        protocolVersion: params?.protocolVersion ?? "2025-06-18",
        capabilities: { tools: {}, resources: {} },
        serverInfo: { name: "conformance-cases", version: "1.0.0" },
      });
    case "ping":
    case "logging/setLevel":
    case "resources/subscribe":
    case "resources/unsubscribe":
      return ok({});
    case "tools/list":
      return ok({ tools: served.tools });
    case "resources/list":
      return ok({ resources: served.resources });
    case "resources/read": {
      const read = served.reads[params?.uri];
      if (!read) return error(-32602, `Resource ${params?.uri} not found`);
      return ok(read);
    }
    case "tools/call": {
      const result = served.results[params?.name];
      if (!result) return error(-32602, `Unknown tool ${params?.name}`);
      return params?.arguments?.hold === true ? undefined : ok(result);
    }
    default:
      return error(-32601, `Method not found: ${method}`);
  }
}

const write = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
createInterface({ input: process.stdin })
  .on("line", (line) => {
    if (!line.trim()) return;
    const reply = answer(JSON.parse(line));
    if (reply) write(reply);
  })
  .on("close", () => process.exit(0));
