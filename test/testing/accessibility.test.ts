// @vitest-environment happy-dom
// The accessibility rules in the test kit under happy-dom, where there is no layout: host.conformance()
// judges what only reads the document (a control Tab never reaches, an error in no live region);
// host.accessibility({ axe }) adds axe-core's rules that need no layout and a keyboard trap, and
// nothing that needs a layout (contrast, focus, order, 200% text). Without axe-core it says how to get it.
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "../../src/index.js";
import { accessibilityProbe, createTestHost, type TestHost } from "../../src/testing/index.js";

let host: TestHost | undefined;
let app: App | undefined;

afterEach(async () => {
  await app?.close();
  host?.close();
  document.body.innerHTML = "";
});

/** A view in this document: `body`, and its App connected to a new host. */
async function view(body: string): Promise<TestHost> {
  document.documentElement.lang = "en";
  document.body.innerHTML = body;
  host = createTestHost();
  app = new App({ name: "a11y", version: "1.0.0" }, {}, { autoResize: false });
  await app.connect();
  return host;
}

const rules = (findings: ReadonlyArray<{ rule: string }>) =>
  [...new Set(findings.map((f) => f.rule))].filter((r) => r.startsWith("A11Y")).sort();

describe("host.conformance(), with no layout", () => {
  it("names a div with a click handler and a control out of the Tab order (A11Y-003), not a button or a roving item", async () => {
    const h = await view(
      '<div id="card">Open</div><button tabindex="-1">Hidden from Tab</button><button>Fine</button>' +
        '<div role="tablist"><button role="tab" tabindex="0">One</button><button role="tab" tabindex="-1">Two</button></div>',
    );
    document.getElementById("card")!.onclick = () => {};
    const [finding] = h.conformance().filter((f) => f.rule === "A11Y-003");
    expect(finding?.message).toBe(
      'Tab never reaches it: div#card ("Open") can be clicked but never focused (no role or tabindex); button ("Hidden from Tab") is out of the Tab order.',
    );
  });

  it("after a tool result with isError, names the error text in no live region (A11Y-007); in a role=alert it is announced", async () => {
    const h = await view('<p id="out">Loading…</p><p id="alert" role="alert"></p>');
    app!.ontoolresult = () => void (document.getElementById("out")!.textContent = "The weather service is down");
    await h.sendToolResult({ isError: true, content: [{ type: "text", text: "down" }] });
    await expect.poll(() => document.getElementById("out")!.textContent).toBe("The weather service is down");
    expect(h.conformance().find((f) => f.rule === "A11Y-007")).toMatchObject({
      severity: "warning",
      message: 'After an error, it shows p#out ("The weather service is down") in no live region.',
    });
    document.getElementById("alert")!.textContent = "The weather service is down";
    expect(rules(h.conformance())).toEqual([]);
  });

  it("notes the text when a server call of the view fails, not when it succeeds", async () => {
    const h = await view('<p id="out" aria-live="polite">Ready</p><p id="plain"></p>');
    h.addServerTool("refresh", () => ({ isError: true, content: [{ type: "text", text: "no" }] }));
    await app!.callServerTool({ name: "refresh", arguments: {} });
    document.getElementById("plain")!.textContent = "Refreshing failed";
    expect(rules(h.conformance())).toEqual(["A11Y-007"]);
  });
});

describe("host.accessibility({ axe }), with no layout", () => {
  it("adds axe-core's rules that need no layout (A11Y-001) and a trap (A11Y-006), and nothing that needs a layout", async () => {
    const h = await view('<img src="x.png"><button id="go">Go</button><p style="color: #eee">Faint</p>');
    document.getElementById("go")!.addEventListener("keydown", (e) => e.key === "Tab" && e.preventDefault());
    const findings = await h.accessibility({ axe });
    expect(rules(findings)).toEqual(["A11Y-001", "A11Y-006"]);
    expect(findings.find((f) => f.rule === "A11Y-001")?.message).toMatch(
      /^axe-core's image-alt \(Images must have alternative text\): 1 element, img/,
    );
    expect(findings.find((f) => f.rule === "A11Y-006")?.message).toBe(
      'Tab on button#go ("Go") is cancelled (a keydown handler calls preventDefault), so focus cannot leave the view.',
    );
    expect(rules(h.conformance())).toEqual(["A11Y-001", "A11Y-006"]); // kept for conformance() and expectConformance
  });

  it("rejects with NOT_SUPPORTED, saying how to get axe-core, when it has none (importing axe-core sets window.axe, which it takes)", async () => {
    const h = await view("<p>Hi</p>");
    const page = window as unknown as { axe?: unknown };
    expect(page.axe).toBe(axe);
    delete page.axe;
    try {
      await expect(h.accessibility()).rejects.toMatchObject({
        kind: "NOT_SUPPORTED",
        message: expect.stringContaining("npm install --save-dev axe-core"),
      });
    } finally {
      page.axe = axe;
    }
  });
});

describe("accessibilityProbe's source", () => {
  it("has no line comment: the dev host injects it into each view's frame on one line, where one would end the script", () => {
    const lines = accessibilityProbe.toString().split("\n");
    expect(lines.filter((line) => /^\s*\/\//.test(line))).toEqual([]);
  });
});
