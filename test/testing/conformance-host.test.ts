// host.conformance() and expectConformance(host): the rules on what a view did in the test, from the
// wire as the test host saw it, from the fixture, and from the view's document at the moments the
// design rules are about (the first terminal event, and after toolcancelled).
import { afterEach, describe, expect, it } from "vitest";
import { expectConformance, type Fixture, type TestHost } from "../../src/testing/index.js";
import { connected, host } from "./support.js";

const rules = (h: TestHost) => [...new Set(h.conformance().map((f) => f.rule))].sort();

afterEach(() => {
  document.body.replaceChildren();
  for (const style of document.head.querySelectorAll("style")) style.remove();
});

describe("host.conformance()", () => {
  it("finds nothing but the size report's warning for a view that connects, shows a loading state and renders", async () => {
    document.body.innerHTML = "<p>Loading…</p>";
    const { host: h, app: a } = await connected();
    a.ontoolresult = () => void (document.body.innerHTML = "<p>3 orders</p>");
    await h.sendToolResult({ content: [{ type: "text", text: "3 orders" }] });
    expect(rules(h)).toEqual(["APP-104"]); // autoResize is off in these tests
    await a.sendSizeChanged({ width: 300, height: 100 });
    await h.waitFor("ui/notifications/size-changed");
    expect(h.conformance()).toEqual([]);
  });

  it("sees on the wire a display mode the host does not offer, asked through app.request", async () => {
    const { host: h, app: a } = await connected({ hostContext: { availableDisplayModes: ["inline"] } });
    await a.request({ method: "ui/request-display-mode", params: { mode: "fullscreen" } });
    expect(h.conformance().find((f) => f.rule === "APP-106")).toMatchObject({
      severity: "error",
      subject: "view",
      message: 'It asked for display mode "fullscreen"; the host offers "inline".',
    });
  });

  it("sees a handshake without appCapabilities and without initialized, from a hand-written view", async () => {
    const h = host({ channel: "transport" });
    await h.transport.start();
    await h.transport.send({
      jsonrpc: "2.0",
      id: 1,
      method: "ui/initialize",
      params: { appInfo: { name: "raw", version: "1" }, protocolVersion: "2026-01-26" },
    });
    await expect.poll(() => h.messages.some((r) => r.direction === "sent" && r.kind === "result")).toBe(true);
    expect(rules(h)).toEqual(["APP-101", "APP-102", "APP-104"]);
  });

  it("DESIGN-001: a view blank when its result comes; DESIGN-002: one unchanged after toolcancelled", async () => {
    const { host: h } = await connected();
    await h.sendToolCancelled({ reason: "stopped" });
    expect(rules(h)).toEqual(["APP-104", "DESIGN-001", "DESIGN-002"]);
    h.close();
    document.body.innerHTML = '<div aria-busy="true"></div>';
    const { host: again, app: a } = await connected();
    a.ontoolcancelled = () => void (document.body.innerHTML = "<p>Stopped.</p>");
    await again.sendToolCancelled({ reason: "stopped" });
    expect(rules(again)).toEqual(["APP-104"]);
  });

  it("DESIGN-005: a host variable with no fallback in the document's styles", async () => {
    document.head.insertAdjacentHTML(
      "beforeend",
      "<style>body { color: var(--color-text-primary); background: var(--color-background-primary, #fff) }</style>",
    );
    const { host: h } = await connected();
    expect(h.conformance().find((f) => f.rule === "DESIGN-005")?.message).toBe("It uses --color-text-primary with no fallback.");
  });

  it("runs the static rules on the fixture: a result with no text is APP-010", async () => {
    const fixture: Fixture = { tool: "show", result: { content: [] }, resource: { uri: "ui://w/v.html", text: "<!doctype html><p>v</p>" } };
    const { host: h } = await connected({ fixture });
    expect(h.conformance().find((f) => f.rule === "APP-010")).toMatchObject({ subject: "tool show", severity: "error" });
  });
});

describe("expectConformance(host)", () => {
  it("throws with each failing finding and its fix; passes on warnings, unless failOn is warning; ignores what it is told", async () => {
    const { host: h, app: a } = await connected({ hostContext: { availableDisplayModes: ["inline"] } });
    expect(() => expectConformance(h)).not.toThrow(); // APP-104 is a warning
    expect(() => expectConformance(h, { failOn: "warning" })).toThrow(/warning APP-104 \(view\): It never reported its size/);
    await a.request({ method: "ui/request-display-mode", params: { mode: "pip" } });
    expect(() => expectConformance(h)).toThrow(
      /^The view breaks 1 conformance rule:\nerror APP-106 \(view\): It asked for display mode "pip"; the host offers "inline"\. Fix: Check hostContext/,
    );
    expect(() => expectConformance(h, { ignore: ["APP-106"] })).not.toThrow();
  });
});
