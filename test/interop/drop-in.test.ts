// Drop-in fidelity (issue 11), lifecycle and errors: items 1, 2, 3, 8, 9 and 11. Each assertion runs
// against our App and, as the control, the official 2.0.4 App, both on the official AppBridge 2.0.4
// and 1.7.5. Tests named "ours only" pin a deliberate difference and say what the official does.
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError, INITIALIZED_METHOD, REQUEST_TEARDOWN_METHOD, SIZE_CHANGED_METHOD, type App } from "../../src/index.js";
import { HOST_CONTEXT } from "./flavors.js";
import {
  OFFICIAL,
  OURS,
  SUBJECTS,
  closeHosts,
  closeLater,
  connectTo,
  controlled,
  eachApp,
  rejectionOf,
  startHost,
  type HostOptions,
} from "./subjects.js";

afterEach(closeHosts);

/** The notifications whose promise follows the transport's `send()`. */
const NOTIFICATIONS = [
  { call: "sendLog", method: "notifications/message", send: (app: App) => app.sendLog({ level: "info", data: "hello" }) },
  { call: "sendSizeChanged", method: SIZE_CHANGED_METHOD, send: (app: App) => app.sendSizeChanged({ width: 320, height: 200 }) },
  { call: "sendToolListChanged", method: "notifications/tools/list_changed", send: (app: App) => app.sendToolListChanged() },
  { call: "requestTeardown", method: REQUEST_TEARDOWN_METHOD, send: (app: App) => app.requestTeardown() },
];

describe("1. notifications wait for the transport", () => {
  eachApp(SUBJECTS, ({ flavor, subject }) => {
    it("connect() resolves only after send() of ui/notifications/initialized resolved (a host confirming delivery has it)", async () => {
      const app = subject.create();
      const hosted = await startHost(flavor);
      const transport = controlled(hosted.view);
      transport.confirm(INITIALIZED_METHOD, hosted.initialized);
      let hostHasIt = false;
      void hosted.initialized.then(() => (hostHasIt = true));
      closeLater(app);
      await app.connect(transport);
      expect(hostHasIt).toBe(true);
    });

    it("connect() rejects, and leaves no transport, when send() of ui/notifications/initialized rejects", async () => {
      const app = subject.create();
      const transport = controlled((await startHost(flavor)).view);
      transport.fail(INITIALIZED_METHOD, new Error("wire down"));
      closeLater(app);
      expect((await rejectionOf(app.connect(transport))).message).toContain("wire down");
      expect(app.transport).toBeUndefined();
    });

    it.each(NOTIFICATIONS)("$call resolves only after send() resolved", async ({ method, send }) => {
      const app = subject.create();
      const transport = controlled((await startHost(flavor)).view);
      closeLater(app);
      await app.connect(transport);
      const release = transport.hold(method);
      const order: string[] = [];
      const sent = send(app).then(() => order.push("resolved"));
      await vi.waitFor(() => expect(transport.attempted).toContain(method));
      order.push("send() released");
      release();
      await sent;
      expect(order).toEqual(["send() released", "resolved"]);
    });

    it.each(NOTIFICATIONS)("$call rejects with the transport's error when send() rejects", async ({ method, send }) => {
      const app = subject.create();
      const transport = controlled((await startHost(flavor)).view);
      closeLater(app);
      await app.connect(transport);
      transport.fail(method, new Error("wire down"));
      expect((await rejectionOf(send(app))).message).toContain("wire down");
    });
  });
});

describe("2. reconnect after close", () => {
  eachApp(SUBJECTS, ({ flavor, subject }) => {
    it("close() then connect() makes a new handshake with the new host, and the handlers stay", async () => {
      const app = subject.create();
      const results: unknown[] = [];
      app.ontoolresult = (result) => void results.push(result);
      const first = await connectTo(flavor, app, { hostContext: { theme: "light" } });
      await app.close();
      const sentToFirst = first.view.sent.length;
      const second = await connectTo(flavor, app, { hostContext: { theme: "dark" } });
      expect(second.view.sent[0]).toMatchObject({ method: "ui/initialize" });
      expect(app.getHostContext()).toEqual({ theme: "dark" });
      await second.bridge.sendToolResult({ content: [{ type: "text", text: "second" }] });
      await vi.waitFor(() => expect(results).toEqual([{ content: [{ type: "text", text: "second" }] }]));
      second.bridge.onopenlink = async () => ({});
      await expect(app.openLink({ url: "https://example.com/" })).resolves.toEqual({});
      expect(first.view.sent).toHaveLength(sentToFirst);
    });
  });
});

describe("3. errors from the host look like the SDK's", () => {
  eachApp(SUBJECTS, ({ flavor, subject }) => {
    it("a JSON-RPC error response rejects with an Error whose numeric code is the JSON-RPC code", async () => {
      const app = subject.create();
      await connectTo(flavor, app); // the bridge has no onlistresources: -32601
      const error = await rejectionOf(app.listServerResources());
      expect(error).toBeInstanceOf(Error);
      expect(error.code === -32601).toBe(true);
    });

    it("a host handler's code and data reach the view", async () => {
      const app = subject.create();
      const { bridge } = await connectTo(flavor, app);
      bridge.onopenlink = async () => {
        throw Object.assign(new Error("Links are disabled by policy"), { code: -32000, data: { policy: "no-links" } });
      };
      expect(await rejectionOf(app.openLink({ url: "https://example.com/" }))).toMatchObject({
        code: -32000,
        data: { policy: "no-links" },
      });
    });

    it("the message: ours `MCP error <code>: <message>` (the MCP SDK 1.x form), the official 2.0.4 App's the host's message alone", async () => {
      const app = subject.create();
      await connectTo(flavor, app);
      const expected = subject.official ? "Method not found" : "MCP error -32601: Method not found";
      expect((await rejectionOf(app.listServerResources())).message).toBe(expected);
    });
  });

  eachApp([OURS], ({ flavor, subject }) => {
    it("ours only: an AppError whose `kind` classifies it (REMOTE_ERROR), and whose `code` is always a JSON-RPC number (-32001 for a timeout, as the MCP SDK numbers it)", async () => {
      const app = subject.create();
      const { bridge } = await connectTo(flavor, app);
      const remote = await rejectionOf(app.listServerResources());
      expect(remote).toBeInstanceOf(AppError);
      expect(remote).toMatchObject({ kind: "REMOTE_ERROR", code: -32601 });
      bridge.oncalltool = () => new Promise(() => {});
      const timeout = await rejectionOf(app.callServerTool({ name: "slow" }, { timeout: 10 }));
      expect(timeout).toMatchObject({ kind: "TIMEOUT", code: -32001 });
    });
  });
});

describe("8. wording", () => {
  eachApp(SUBJECTS, ({ flavor, subject }) => {
    it('callServerTool("name") rejects with the official text', async () => {
      const app = subject.create();
      await connectTo(flavor, app);
      const call = app.callServerTool("get_weather" as never);
      expect((await rejectionOf(call)).message).toBe(
        'callServerTool() expects an object as its first argument, but received a string ("get_weather"). Did you mean: callServerTool({ name: "get_weather", arguments: { ... } })?',
      );
    });

    it('requests and notifications after close() reject with "Not connected"', async () => {
      const app = subject.create();
      await connectTo(flavor, app);
      await app.close();
      expect((await rejectionOf(app.openLink({ url: "https://example.com/" }))).message).toBe("Not connected");
      expect((await rejectionOf(app.callServerTool({ name: "get_weather" }))).message).toBe("Not connected");
      expect((await rejectionOf(app.sendLog({ level: "info", data: "late" }))).message).toBe("Not connected");
    });
  });
});

describe("9. sendOpenLink is openLink", () => {
  eachApp(SUBJECTS, ({ flavor, subject }) => {
    it("sendOpenLink === openLink, and it sends ui/open-link", async () => {
      const app = subject.create();
      const urls: string[] = [];
      const { bridge } = await connectTo(flavor, app);
      bridge.onopenlink = async ({ url }) => (urls.push(url), {});
      expect(app.sendOpenLink).toBe(app.openLink);
      await app.sendOpenLink({ url: "https://example.com/docs" });
      expect(urls).toEqual(["https://example.com/docs"]);
    });
  });
});

describe("11. no extra hostcontextchanged after the handshake", () => {
  eachApp(SUBJECTS, ({ flavor, subject }) => {
    it("an official-style view that calls its handler after connect() sees the context once, then each change", async () => {
      const app = subject.create();
      const seen: unknown[] = [];
      const render = (context: unknown) => void seen.push(context);
      app.onhostcontextchanged = render;
      app.addEventListener("hostcontextchanged", () => void seen.push("listener"));
      const { bridge } = await connectTo(flavor, app).then((hosted) => (render(app.getHostContext()), hosted));
      await flavor.ping(bridge);
      expect(seen).toEqual([HOST_CONTEXT]);
      bridge.setHostContext({ ...HOST_CONTEXT, theme: "light" });
      await vi.waitFor(() => expect(seen).toEqual([HOST_CONTEXT, { theme: "light" }, "listener"]));
    });
  });

  eachApp([OURS], ({ flavor, subject }) => {
    it("ours only: a handler attached after the handshake gets the current context once (the official never calls it)", async () => {
      const app = subject.create();
      const { bridge } = await connectTo(flavor, app);
      const seen: unknown[] = [];
      app.onhostcontextchanged = (context) => void seen.push(context);
      await flavor.ping(bridge);
      expect(seen).toEqual([HOST_CONTEXT]);
    });
  });
});

describe("structuredContent of any kind reaches the view, as the official App passes it", () => {
  const VALUES = [[1, 2], "text", 42, null, { a: 1 }];

  eachApp(SUBJECTS, ({ flavor, subject }) => {
    it("a tool-result notification with an array, a string, a number, null or an object", async () => {
      const app = subject.create();
      const got: unknown[] = [];
      app.ontoolresult = (result) => void got.push(result.structuredContent);
      const { bridge } = await connectTo(flavor, app);
      for (const value of VALUES) await bridge.sendToolResult({ content: [], structuredContent: value } as never);
      await vi.waitFor(() => expect(got).toEqual(VALUES));
    });
  });

  /** A host whose tools/call answers with an array as structuredContent. */
  const answersAnArray: HostOptions = {
    before: (bridge) => void (bridge.oncalltool = async () => ({ content: [], structuredContent: [1, 2] }) as never),
  };

  eachApp([OURS], ({ flavor, subject }) => {
    it("ours only: a callServerTool() answer with an array resolves with it", async () => {
      const app = subject.create();
      await connectTo(flavor, app, answersAnArray);
      expect((await app.callServerTool({ name: "list" })).structuredContent).toEqual([1, 2]);
    });
  });

  eachApp([OFFICIAL], ({ flavor, subject }) => {
    it("control: the official App rejects that answer (its result schema still wants an object there)", async () => {
      const app = subject.create();
      await connectTo(flavor, app, answersAnArray);
      expect((await rejectionOf(app.callServerTool({ name: "list" }))).message).toContain("expected record, received array");
    });
  });
});
