// The dev host's and the matrix's side of the profiles' newer facts (issue 46): the diagnostics lines
// a run starts with (the protocol revision, what the host never sends, each disputed fact with every
// side as a link), the context without toolInfo under a host that sends none, the matrix rows a
// dispute bears on and how the text, JUnit and HTML reports show them, and the hosts the matrix runs
// only when asked.
// @vitest-environment happy-dom
import { expect, it } from "vitest";
import type { McpUiDisplayMode } from "../../src/index.js";
import { profiles } from "../../src/testing/index.js";
import { DEFAULT_PROFILES } from "../../playground/cli/matrix-args.js";
import type { MatrixCase } from "../../playground/cli/matrix-case.js";
import { caseLine, htmlReport, junitXml } from "../../playground/cli/matrix-report.js";
import { buildHostContext } from "../../playground/host/session/context.js";
import { hostSends, profileLines, rowDisputes } from "../../playground/host/session/profile-lines.js";
import { PROFILES } from "../../playground/host/session/profiles.js";
import type { Settings } from "../../playground/host/session/settings.js";
import { DiagnosticsView } from "../../playground/host/ui/diagnostics-view.js";

const SPEC = "https://github.com/openai/mcp-extensions/blob/main/docs/spec.md";

it("a Goose run states the one revision Goose's client speaks; a host no source gives one to says it negotiated", () => {
  const goose = profileLines(profiles.goose, "Goose-like", "2025-03-26").find((line) => line.key === "revision");
  expect(goose).toMatchObject({ severity: "info", title: "MCP revision 2025-03-26: Goose-like's client speaks only it" });
  const replayed = profileLines(profiles.goose, "Goose-like", "2025-11-25").find((line) => line.key === "revision");
  expect(replayed).toMatchObject({ severity: "warn", title: expect.stringContaining("not 2025-03-26") });
  const claude = profileLines(profiles.claude, "Claude-like", "2025-11-25").find((line) => line.key === "revision");
  expect(claude?.title).toBe("MCP revision 2025-11-25: negotiated (no public source says which one Claude-like speaks)");
});

it("says what a host never sends, and the dev host sends none of it under that profile", () => {
  const never = profileLines(profiles["m365-copilot"], "Copilot", "2025-11-25").find((line) => line.key === "never-sends");
  expect(never?.title).toBe(
    "Copilot never sends: ui/notifications/tool-input-partial, ui/notifications/tool-cancelled, ui/notifications/host-context-changed, ui/resource-teardown, hostContext.toolInfo",
  );
  expect(hostSends(profiles["m365-copilot"], "ui/resource-teardown")).toBe(false);
  expect(hostSends(profiles["le-chat"], "ui/notifications/tool-input-partial")).toBe(true);
  expect(hostSends(profiles["le-chat"], "ui/notifications/tool-cancelled")).toBe(false);
  expect(profileLines(profiles.default, "Test host", "2026-07-28").map((line) => line.key)).toEqual(["revision"]);
});

it("leaves toolInfo out of the context of a host that sends none, and keeps it for one that does", () => {
  const stage = { space: () => ({ width: 800, height: 600 }) };
  const settings = (profile: string): Settings => ({
    ...{ profile, theme: "light", displayMode: "inline", locale: "en-US", timeZone: "UTC" },
    ...{ width: 600, height: 400, heightMode: "max", stream: false, path: "" },
  });
  const tool = { tool: { name: "t", inputSchema: { type: "object" as const } } };
  expect(buildHostContext(settings("m365-copilot"), stage, tool).toolInfo).toBeUndefined();
  expect(buildHostContext(settings("vscode"), stage, tool).toolInfo).toBeUndefined();
  expect(buildHostContext(settings("goose"), stage, tool).toolInfo).toEqual(tool);
});

it("shows ChatGPT's disputed pip with both sides, each a link with its date", () => {
  const [line] = profileLines(profiles.chatgpt, "ChatGPT-like", undefined);
  expect(line).toMatchObject({ key: "dispute:displayModes: pip", title: "Disputed: displayModes: pip (this profile plays no pip)" });
  expect(line!.links).toEqual([
    { label: "no pip (2026-12-02)", href: SPEC },
    { label: "pip offered (2026-07-23)", href: expect.stringContaining("MCPJam/inspector") },
    { label: "pip offered (2026-08-18)", href: expect.stringContaining("sunpeak") },
  ]);
  const view = new DiagnosticsView();
  view.set(line!);
  const anchors = [...view.element.querySelectorAll<HTMLAnchorElement>('li[data-key="dispute:displayModes: pip"] a')];
  expect(anchors.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(line!.links!.map((l) => [l.label, l.href]));
  // A profile file may carry anything as a source: only https is a link.
  view.set({ ...line!, key: "x", links: [{ label: "bad", href: "javascript:alert(1)" }] });
  expect(view.element.querySelectorAll('li[data-key="x"] a')).toHaveLength(0);
});

it("marks the matrix rows a dispute bears on: a mode's rows for a mode, every row for another fact", () => {
  const modes: McpUiDisplayMode[] = ["inline", "pip"];
  expect(modes.map((mode) => rowDisputes(profiles.chatgpt, mode).length)).toEqual([0, 1]);
  expect(rowDisputes(profiles.chatgpt, "pip")[0]).toBe(
    `displayModes: pip, disputed (this profile plays no pip): no pip (${SPEC}, 2026-12-02); pip offered (${profiles.chatgpt.facts!.disputes![0]!.claims[1]!.url}, 2026-07-23); pip offered (${profiles.chatgpt.facts!.disputes![0]!.claims[2]!.url}, 2026-08-18)`,
  );
  expect(modes.map((mode) => rowDisputes(profiles.cursor, mode).length)).toEqual([1, 1]);
  expect(rowDisputes(profiles.claude, "pip")).toEqual([]);
});

it("prints a disputed row's sides in the terminal, the JUnit XML and the HTML report, with links", () => {
  const disputed = rowDisputes(profiles.chatgpt, "pip");
  const row: MatrixCase = {
    ...{ tool: "show", profile: "chatgpt", label: "ChatGPT-like", theme: "light", mode: "pip", status: "skipped" },
    ...{ reason: "ChatGPT-like offers no pip display mode (it offers inline, fullscreen)", rendered: false, errors: 0, csp: 0, refused: 0 },
    ...{ seconds: 0, disputed },
  };
  expect(caseLine(row).split("\n")).toEqual([
    "skip  show · ChatGPT-like · light · pip: ChatGPT-like offers no pip display mode (it offers inline, fullscreen)",
    `      disputed: ${disputed[0]}`,
  ]);
  const xml = junitXml([row], new Date(0));
  expect(xml).toContain(`<system-out>Disputed: displayModes: pip, disputed (this profile plays no pip): no pip (${SPEC}, 2026-12-02);`);
  const page = new DOMParser().parseFromString(
    htmlReport([row], () => undefined),
    "text/html",
  );
  expect(page.querySelector("figure")!.className).toBe("skipped disputed");
  expect([...page.querySelectorAll("figure .disputed a")].map((a) => a.getAttribute("href"))).toEqual(
    profiles.chatgpt.facts!.disputes![0]!.claims.map((claim) => claim.url),
  );
  const plain: MatrixCase = { ...row, mode: "inline", disputed: undefined };
  expect(caseLine(plain)).not.toContain("disputed");
  expect(junitXml([plain], new Date(0))).not.toContain("Disputed");
});

it("runs Slackbot, Codex and Copilot Studio only when asked, and every other current host by default", () => {
  expect(PROFILES.filter((p) => p.optIn).map((p) => p.id)).toEqual(["slackbot", "codex", "copilot-studio"]);
  expect(DEFAULT_PROFILES).toEqual(PROFILES.filter((p) => !p.legacy && !p.optIn).map((p) => p.id));
  expect(DEFAULT_PROFILES).toEqual(expect.arrayContaining(["goose", "le-chat", "m365-copilot", "cursor", "vscode"]));
});
