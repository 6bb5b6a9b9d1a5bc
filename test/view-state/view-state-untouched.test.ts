// An App that never calls createViewState carries no view state: through a whole session (connect,
// tool input, tool result, a server tool call, close) it reads neither localStorage nor sessionStorage
// and reports nothing. Where browsers block third-party storage, merely reading `localStorage` throws.
import { describe, expect, it } from "vitest";
import { createViewState } from "../../src/index.js";
import { INPUT, scriptedHosts, viewStateApps } from "./view-state-apps.js";

const { app: makeApp, errors, watchStorage } = viewStateApps();
const { connect, sendResult, host } = scriptedHosts();

/** Connects `app`, sends it a tool input and result, calls a server tool and closes it. */
async function session(app: ReturnType<typeof makeApp>): Promise<void> {
  await connect(app);
  host().rpc.handle("tools/call", () => ({ content: [{ type: "text", text: "done" }] }));
  host().notify(INPUT, { arguments: { q: "a" } });
  await sendResult({ viewUUID: "u" });
  await expect(app.callServerTool({ name: "refresh", arguments: {} })).resolves.toMatchObject({
    content: [{ type: "text", text: "done" }],
  });
  await app.close();
}

describe("an App without view state", () => {
  it("touches no storage at all and reports nothing", async () => {
    const { accesses } = watchStorage();
    await session(makeApp());
    expect(accesses).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("touches localStorage once it calls createViewState (the watch sees it)", async () => {
    const { accesses } = watchStorage();
    const app = makeApp();
    createViewState(app);
    await session(app);
    expect(accesses).toContain("localStorage");
  });
});
