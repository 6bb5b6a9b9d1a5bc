// @vitest-environment node
// The command lines around the probe, with no browser: `mcp-view probe`'s options, `--record` made a
// profile (or refused, naming the field), `dev --profile` and `matrix --profile` (a file that cannot
// be read, one named like a built-in profile, two of one name), and the probe's HTTP server, which
// writes files, refusing a foreign Host, a foreign Origin and a body over 1 MiB.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { profiles } from "mcp-view/testing";
import { parseCli } from "../../playground/cli/args.js";
import { DEFAULT_PROFILES, parseMatrix } from "../../playground/cli/matrix-args.js";
import { runProbe } from "../../playground/cli/probe.js";
import { DEFAULT_PROBE_PORT, parseProbe } from "../../playground/cli/probe-args.js";
import { ProfileWriter } from "../../playground/probe/profile-writer.js";
import { startProbeHttp } from "../../playground/probe/transports.js";
import type { PlaygroundAssets } from "../../playground/server/assets.js";
import { plainRecord } from "./probe-support.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-view-probe-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sink = () => {
  let text = "";
  return { write: (chunk: string) => ((text += chunk), true), text: () => text } as unknown as NodeJS.WritableStream & { text(): string };
};

const write = (name: string, value: unknown) => (writeFileSync(join(dir, name), JSON.stringify(value)), join(dir, name));
const profileFile = (name: string) => ({ mcpViewProfile: 1, name, profile: profiles.default });

describe("mcp-view probe's options", () => {
  it("serves HTTP on its port into the working directory by default; refuses options that do not go together", () => {
    expect(parseProbe([], dir)).toEqual({ kind: "run", options: { stdio: false, port: DEFAULT_PROBE_PORT, host: "127.0.0.1", out: dir } });
    expect(parseProbe(["--stdio", "--out", "profiles", "--name", "desk"], dir)).toMatchObject({
      options: { stdio: true, out: join(dir, "profiles"), name: "desk" },
    });
    expect(parseProbe(["--stdio", "--port", "1"])).toEqual({
      kind: "error",
      message: "--stdio serves on stdin and stdout: drop --port and --host",
    });
    expect(parseProbe(["--record", "r.json", "--stdio"])).toMatchObject({
      kind: "error",
      message: expect.stringMatching(/^--record makes a profile with no server/),
    });
    expect(parseProbe(["--port", "x"])).toMatchObject({ kind: "error", message: "--port must be an integer from 0 to 65535, got x" });
    expect(parseProbe(["--out", " "])).toEqual({ kind: "error", message: "--out needs a value" });
  });

  it("makes a profile of a record copied from the view, and names the first bad field of one that is not a record", async () => {
    const context = (out = sink()) => ({ version: "9.9.9", assets: {} as PlaygroundAssets, stdout: out, stderr: out });
    const record = plainRecord("Some Chat");
    const out = sink();
    expect(await runProbe(["--record", write("some-chat.record.json", record), "--out", join(dir, "made")], context(out))).toBe(0);
    expect(out.text()).toMatch(/^Wrote \S*made\/some-chat\.profile\.json: Some Chat 1 \(probed \d{4}-\d{2}-\d{2}\) \(save 1\)\n$/);
    const made = JSON.parse(readFileSync(join(dir, "made", "some-chat.profile.json"), "utf8"));
    expect(made).toMatchObject({ name: "some-chat", probed: { by: "mcp-view probe 9.9.9" }, profile: { hostInfo: { name: "Some Chat" } } });
    const bad = sink();
    expect(
      await runProbe(["--record", write("bad.record.json", { ...record, frame: { ...record.frame, origin: "far" } })], context(bad)),
    ).toBe(2);
    expect(bad.text()).toMatch(/bad\.record\.json is no probe record: "frame\.origin" /);
    const broken = sink();
    writeFileSync(join(dir, "broken.record.json"), "{");
    expect(await runProbe(["--record", join(dir, "broken.record.json")], context(broken))).toBe(2);
    expect(broken.text()).toMatch(/broken\.record\.json is no probe record: /);
  });
});

describe("--profile of dev and matrix", () => {
  it("takes profile files beside the built-in profiles: in dev, and in matrix's default rows and --profiles", () => {
    const file = write("desk.profile.json", profileFile("desk"));
    expect(parseCli(["dev", "--profile", "desk.profile.json"], "dev", dir)).toMatchObject({ kind: "dev", options: { profiles: [file] } });
    expect(parseCli(["dev", "--profile", ""], "dev", dir)).toMatchObject({
      kind: "error",
      message: expect.stringMatching(/^--profile needs a file/),
    });
    const run = parseMatrix(["--server", "http://127.0.0.1:1/mcp", "--profile", file], dir);
    if (run.kind !== "run") throw new Error(JSON.stringify(run));
    expect(run.options.profiles).toEqual([...DEFAULT_PROFILES, "desk"]);
    expect(run.options.profileFiles?.map((p) => p.content.name)).toEqual(["desk"]);
    const only = parseMatrix(["--server", "http://127.0.0.1:1/mcp", "--profile", file, "--profiles", "desk,claude"], dir);
    expect(only).toMatchObject({ kind: "run", options: { profiles: ["desk", "claude"] } });
  });

  it("refuses a file it cannot read, one that is no profile, one named like a built-in, and two of one name", () => {
    const matrix = (...files: string[]) =>
      parseMatrix(["--server", "http://127.0.0.1:1/mcp", ...files.flatMap((f) => ["--profile", f])], dir);
    expect(matrix("none.profile.json")).toMatchObject({
      kind: "error",
      message: expect.stringMatching(/^--profile .*none\.profile\.json: ENOENT/),
    });
    write("odd.profile.json", { ...profileFile("odd"), mcpViewProfile: 2 });
    expect(matrix("odd.profile.json")).toMatchObject({
      kind: "error",
      message: expect.stringMatching(/odd\.profile\.json: "mcpViewProfile" must be 1/),
    });
    write("claude.profile.json", profileFile("claude"));
    expect(matrix("claude.profile.json")).toMatchObject({
      kind: "error",
      message: expect.stringMatching(/"name" "claude" is a built-in profile's/),
    });
    write("twin.profile.json", profileFile("desk"));
    expect(matrix("desk.profile.json", "twin.profile.json")).toMatchObject({
      kind: "error",
      message: expect.stringMatching(/desk\.profile\.json and .*twin\.profile\.json both name their profile "desk"/),
    });
  });
});

describe("the probe's HTTP server", () => {
  it("refuses a foreign Host, a foreign Origin and a body over 1 MiB, and opens a session on initialize", async () => {
    const http = await startProbeHttp({ view: async () => "", writer: new ProfileWriter(dir), by: "t" });
    try {
      const initialize = JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "1" } },
      });
      const post = (body: string, headers: Record<string, string> = {}) =>
        fetch(http.url, {
          method: "POST",
          body,
          headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
        });
      expect((await post(initialize, { origin: "http://evil.example" })).status).toBe(403);
      expect((await post(" ".repeat(1_048_577))).status).toBe(413);
      const opened = await post(initialize);
      expect([opened.status, opened.headers.get("mcp-session-id")]).toEqual([200, expect.any(String)]);
      await opened.text();
      const { request } = await import("node:http");
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(http.url, { method: "POST", headers: { host: "evil.example", "content-type": "application/json" } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on("error", reject);
        req.end(initialize);
      });
      expect(status).toBe(403);
    } finally {
      await http.close();
    }
  });
});
