// Controls: the official App (2.0.4 and 1.7.5) against the same reference host, next to ours. Same
// wire traffic for the same calls, and the one difference we intend here: a handler attached after
// its data arrived is called by our App and never by the official one.
import { afterEach, describe, expect, it, vi } from "vitest";
import { App as OfficialAppV2 } from "@modelcontextprotocol/ext-apps";
import { allowConsole } from "../support/console.js";
import { APP_INFO, FLAVORS, closeAll, connectBridge, connectPair, createPair, nextCall, type Flavor, type Pair } from "./flavors.js";

afterEach(closeAll);

type OfficialApp = InstanceType<typeof OfficialAppV2>;

/** Connects the official App of `flavor` through a pair's transports (our App there stays idle). */
async function connectOfficial(flavor: Flavor): Promise<Pair & { official: OfficialApp }> {
  const pair = createPair(flavor);
  const official = new flavor.OfficialApp(APP_INFO, {}, { autoResize: false });
  const initialized = new Promise<void>((resolve) => pair.bridge.addEventListener("initialized", () => resolve()));
  await connectBridge(pair);
  await official.connect(pair.view as unknown as Parameters<OfficialApp["connect"]>[0]);
  await initialized;
  return { ...pair, official };
}

/**
 * The sent messages without key-order differences (1.x puts `method` first, 2.x `jsonrpc`), with each
 * request id (and progress token) counted from the handshake's: ours are unique in the page, the
 * official App's count from 0 per instance.
 */
const normalized = (pair: Pair) => {
  const base = (pair.view.sent[0] as { id: number }).id;
  const text = pair.view.sent.map((m) => JSON.stringify(m, Object.keys(m).sort())).join("\n");
  const relative = text.replace(/"(id|progressToken)":(\d+)/g, (_, key: string, id: string) => `"${key}":${Number(id) - base}`);
  return relative.split("\n").map((line) => JSON.parse(line) as unknown);
};

describe.each(FLAVORS)("control: the official App $name against the same AppBridge", (flavor) => {
  it("sends the same handshake and tools/call messages as ours", async () => {
    const oursPair = await connectPair(flavor);
    oursPair.bridge.oncalltool = async () => ({ content: [] });
    await oursPair.app.callServerTool({ name: "move", arguments: { to: "e4" } });
    const officialPair = await connectOfficial(flavor);
    officialPair.bridge.oncalltool = async () => ({ content: [] });
    await officialPair.official.callServerTool({ name: "move", arguments: { to: "e4" } });
    expect(officialPair.view.sent.map((m) => ("method" in m ? m.method : m.id))).toEqual([
      "ui/initialize",
      "ui/notifications/initialized",
      "tools/call",
    ]);
    expect(normalized(oursPair)).toEqual(normalized(officialPair));
    await officialPair.official.close();
  });

  it("drops a tool result that arrived before its handler, where ours replays it", async () => {
    allowConsole('the official App warns "handler registered after the handshake" and logs "Received ping:"');
    const officialPair = await connectOfficial(flavor);
    const oursPair = await connectPair(flavor);
    for (const { bridge } of [officialPair, oursPair]) {
      await bridge.sendToolResult({ content: [{ type: "text", text: "early" }] });
      await flavor.ping(bridge);
    }
    const official = vi.fn();
    officialPair.official.ontoolresult = official;
    const ours = nextCall<unknown>();
    oursPair.app.ontoolresult = ours.fn;
    expect(await ours.promise).toEqual({ content: [{ type: "text", text: "early" }] });
    await flavor.ping(officialPair.bridge);
    expect(official).not.toHaveBeenCalled();
    await officialPair.official.close();
  });
});
