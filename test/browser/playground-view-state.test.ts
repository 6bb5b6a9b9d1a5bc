// @vitest-environment node
// The dev host's View state panel shows the state kept on the server, in Chromium: a stdio server
// (fixtures/playground-view-state/server.ts: registerViewStateTools and show_notes, whose results
// carry a viewUUID) and a view that keeps a note with createViewState and nothing set up, under the
// Claude-like profile (server tools, the frame's storage blocked). The panel learns what the server
// keeps from the view's own view_state_get and view_state_set calls and their answers as the host
// relays them: the viewUUID, the version and the value. Without the view-state tools, under the same
// host, the state has nowhere to go but memory, and the panel says so. A tool whose view is switched
// off (registerAppTool's view: false) shows its text in the chat, and no view.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";
import { bundleScript, describeBrowser, launchChromium, patient, WAIT } from "./support.js";

const FIXTURE = (file: string) => fileURLToPath(new URL(`./fixtures/playground-view-state/${file}`, import.meta.url));
const BODY = `<p id="uuid"></p><p id="note"></p><p id="where"></p><input id="field"><button id="save">Save</button>`;
const link = (base: string) => `${base}?tool=show_notes&args=${encodeURIComponent("{}")}&theme=light&profile=claude`;

describeBrowser("the playground's View state panel: state kept on the server", () => {
  let dir: string;
  let browser: Browser;
  /** With the view-state tools, and without them. */
  let withTools: Playground;
  let withoutTools: Playground;
  let page: Page | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-playground-view-state-"));
    const html = join(dir, "notes.html");
    const script = await bundleScript(FIXTURE("widget.ts"));
    writeFileSync(
      html,
      `<!doctype html><html><head><meta charset="utf-8"></head><body>${BODY}<script type="module">${script}</script></body></html>`,
    );
    const server = (...extra: string[]) => [process.execPath, "--import", "tsx", FIXTURE("server.ts"), "--html", html, ...extra];
    [browser, withTools, withoutTools] = await Promise.all([
      launchChromium(),
      startPlayground({ port: 0, command: server() }),
      startPlayground({ port: 0, command: server("--no-view-state") }),
    ]);
  });
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([withTools?.close(), withoutTools?.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("shows the viewUUID, version and value the server keeps, from the view's own view-state calls", async () => {
    page = patient(await browser.newPage());
    const view = page.frameLocator("#view");
    const panel = page.locator("#view-state");
    await page.goto(link(withTools.url));
    await expect.poll(() => view.locator("#where").textContent(), WAIT).toBe("server");
    const viewUUID = await view.locator("#uuid").textContent();
    expect(viewUUID).toMatch(/^[0-9a-f-]{36}$/);

    // As it loaded, the view read its state: nothing stored yet, version 0.
    await expect
      .poll(() => panel.locator(".meta").textContent(), WAIT)
      .toMatch(/^Kept on the server: read by the view with view_state_get at /);
    expect(await panel.locator(".state-key").textContent()).toBe(viewUUID);
    expect(await panel.locator(".state-version").textContent()).toBe("0");
    expect(await panel.locator(".empty").textContent()).toBe(
      "Nothing stored on the server for this viewUUID: the view starts with no state.",
    );

    await view.locator("#field").fill("buy milk");
    await view.locator("#save").click();
    await expect.poll(() => panel.locator(".state-value").textContent(), WAIT).toBe(JSON.stringify({ note: "buy milk" }, null, 2));
    expect(await panel.locator(".meta").textContent()).toMatch(/^Kept on the server: written by the view with view_state_set at /);
    expect([await panel.locator(".state-key").textContent(), await panel.locator(".state-version").textContent()]).toEqual([viewUUID, "1"]);

    await view.locator("#field").fill("buy bread");
    await view.locator("#save").click();
    await expect.poll(() => panel.locator(".state-version").textContent(), WAIT).toBe("2");
    expect(await panel.locator(".state-value").textContent()).toBe(JSON.stringify({ note: "buy bread" }, null, 2));

    // Reload view: the new frame reads the state back from the server, at the version it was written.
    await page.locator("#reload").click();
    await expect
      .poll(() => panel.locator(".meta").textContent(), WAIT)
      .toMatch(/^Kept on the server: read by the view with view_state_get at /);
    expect([await panel.locator(".state-key").textContent(), await panel.locator(".state-version").textContent()]).toEqual([viewUUID, "2"]);
    expect(await panel.locator(".state-value").textContent()).toBe(JSON.stringify({ note: "buy bread" }, null, 2));
  });

  it("shows the text fallback of a tool whose view is switched off, and no view", async () => {
    page = patient(await browser.newPage());
    await page.goto(link(withTools.url).replace("tool=show_notes&", "tool=show_notes_as_text&"));
    await expect
      .poll(() => page!.locator("#transcript .chat.tool-result .text").allTextContents(), WAIT)
      .toEqual(["The notes, as text: buy milk"]);
    expect(await page.locator("#no-view").textContent()).toBe(
      "show_notes_as_text has no view (no _meta.ui.resourceUri): hosts show only its text result, in the chat.",
    );
    expect(await page.locator("#view").count()).toBe(0);
  });

  it("says the state is kept in memory only where neither the server nor localStorage can keep it", async () => {
    page = patient(await browser.newPage());
    const view = page.frameLocator("#view");
    await page.goto(link(withoutTools.url));
    await view.locator("#field").fill("buy milk");
    await view.locator("#save").click();
    await expect.poll(() => view.locator("#note").textContent(), WAIT).toBe("buy milk");
    expect(await view.locator("#where").textContent()).toBe("memory");
    expect(await page.locator("#view-state .empty").textContent()).toBe(
      "Memory only: a view's state can be kept neither on the server, as the server has no view_state_get and view_state_set tools (registerViewStateTools of mcp-view/server), nor in localStorage, as this host's frame blocks localStorage; so createViewState() keeps it in the frame's memory, and it is lost when the frame reloads.",
    );
  });
});
