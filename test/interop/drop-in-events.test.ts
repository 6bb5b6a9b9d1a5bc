// Drop-in fidelity (issue 11), item 7: `EventDispatcher` from mcp-view against the official one
// (`@modelcontextprotocol/ext-apps` 2.0.4) with the same assertions, and the App's own dispatch order
// against the official AppBridge. Tests named "ours only" pin a deliberate difference.
import { afterEach, describe, expect, it, vi } from "vitest";
import { EventDispatcher as OfficialDispatcher } from "@modelcontextprotocol/ext-apps";
import { EventDispatcher } from "../../src/index.js";
import { SUBJECTS, closeHosts, connectTo, eachApp, allowOfficialConsole } from "./subjects.js";

afterEach(closeHosts);

type Events = { ping: string };

const DISPATCHERS = [
  { name: "ours", official: false, make: () => new EventDispatcher<Events>() },
  { name: "official 2.0.4", official: true, make: () => new OfficialDispatcher<Events>() as unknown as EventDispatcher<Events> },
];

describe("7. EventDispatcher with the official semantics", () => {
  describe.each(DISPATCHERS)("$name EventDispatcher", (dispatcher) => {
    allowOfficialConsole(() => dispatcher);

    it("the handler runs first, then the listeners in insertion order", () => {
      const events = dispatcher.make();
      const calls: string[] = [];
      events.addEventListener("ping", (p) => void calls.push(`first ${p}`));
      events.addEventListener("ping", (p) => void calls.push(`second ${p}`));
      events.setHandler("ping", (p) => void calls.push(`handler ${p}`));
      events.dispatch("ping", "x");
      expect(calls).toEqual(["handler x", "first x", "second x"]);
    });

    it("a dispatch runs over the listeners it started with: one added during it waits, one removed during it still runs", () => {
      const events = dispatcher.make();
      const calls: string[] = [];
      const later = () => void calls.push("later");
      const removed = () => void calls.push("removed");
      let changed = false;
      events.addEventListener("ping", () => {
        calls.push("changer");
        if (changed) return;
        changed = true;
        events.addEventListener("ping", later);
        events.removeEventListener("ping", removed);
      });
      events.addEventListener("ping", removed);
      events.dispatch("ping", "1");
      expect(calls).toEqual(["changer", "removed"]);
      events.dispatch("ping", "2");
      expect(calls).toEqual(["changer", "removed", "changer", "later"]);
    });

    it("the listeners are read after the handler ran: a listener the handler adds runs in the same dispatch", () => {
      const events = dispatcher.make();
      const calls: string[] = [];
      events.setHandler("ping", () => {
        calls.push("handler");
        events.addEventListener("ping", () => void calls.push("added by the handler"));
      });
      events.dispatch("ping", "x");
      expect(calls).toEqual(["handler", "added by the handler"]);
    });

    it("setHandler replaces the handler, getHandler returns it, and undefined empties it without touching the listeners", () => {
      const events = dispatcher.make();
      const calls: string[] = [];
      const second = () => void calls.push("second handler");
      events.addEventListener("ping", () => void calls.push("listener"));
      events.setHandler("ping", () => void calls.push("first handler"));
      events.setHandler("ping", second);
      expect(events.getHandler("ping")).toBe(second);
      events.dispatch("ping", "x");
      events.setHandler("ping", undefined);
      expect(events.getHandler("ping")).toBeUndefined();
      events.dispatch("ping", "y");
      expect(calls).toEqual(["second handler", "listener", "listener"]);
    });

    it("a handler that throws stops the dispatch, and the error leaves dispatch()", () => {
      const events = dispatcher.make();
      const listener = vi.fn();
      events.setHandler("ping", () => {
        throw new Error("handler failed");
      });
      events.addEventListener("ping", listener);
      expect(() => events.dispatch("ping", "x")).toThrowError("handler failed");
      expect(listener).not.toHaveBeenCalled();
    });

    it(`the same listener added twice runs ${dispatcher.official ? "twice (official)" : "once (ours only: as the DOM's addEventListener)"}`, () => {
      const events = dispatcher.make();
      const listener = vi.fn();
      events.addEventListener("ping", listener);
      events.addEventListener("ping", listener);
      events.dispatch("ping", "x");
      expect(listener).toHaveBeenCalledTimes(dispatcher.official ? 2 : 1);
    });
  });

  eachApp(SUBJECTS, ({ flavor, subject }) => {
    it("the App dispatches a tool result to ontoolresult first, then to the listeners in insertion order", async () => {
      const app = subject.create();
      const calls: string[] = [];
      app.addEventListener("toolresult", () => void calls.push("first listener"));
      app.addEventListener("toolresult", () => void calls.push("second listener"));
      app.ontoolresult = () => void calls.push("ontoolresult");
      const { bridge } = await connectTo(flavor, app);
      await bridge.sendToolResult({ content: [] });
      await vi.waitFor(() => expect(calls).toEqual(["ontoolresult", "first listener", "second listener"]));
    });

    it(`the App runs a listener added twice ${subject.official ? "twice (official)" : "once (ours only)"}`, async () => {
      const app = subject.create();
      const calls: string[] = [];
      const listener = () => void calls.push("listener");
      app.addEventListener("toolresult", listener);
      app.addEventListener("toolresult", listener);
      app.ontoolresult = () => void calls.push("ontoolresult");
      const { bridge } = await connectTo(flavor, app);
      await bridge.sendToolResult({ content: [] });
      await vi.waitFor(() => expect(calls[0]).toBe("ontoolresult"));
      await flavor.ping(bridge);
      expect(calls).toEqual(subject.official ? ["ontoolresult", "listener", "listener"] : ["ontoolresult", "listener"]);
    });
  });
});
