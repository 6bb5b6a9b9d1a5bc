// Ready-made host profiles: valid contexts the view accepts as they are, light and dark variables,
// and options that override parts of them.
import { describe, expect, it } from "vitest";
import { checkHostContext } from "../../src/protocol/guards.js";
import { AppError } from "../../src/index.js";
import { createTestHost, profileContext, profiles, type ProfileName } from "../../src/testing/index.js";
import { connected } from "./support.js";

const names = Object.keys(profiles) as ProfileName[];

describe("profiles", () => {
  it.each(names)("%s has a context the view accepts with no invalid field, in both themes", (name) => {
    for (const theme of ["light", "dark"] as const) {
      expect(checkHostContext(profileContext(profiles[name], theme)).invalid).toEqual([]);
    }
  });

  it.each(names)("%s sets theme, variables, display modes, container, platform, locale and time zone", (name) => {
    const context = profileContext(profiles[name], "dark");
    expect(Object.keys(context)).toEqual(
      expect.arrayContaining([
        "theme",
        "styles",
        "displayMode",
        "availableDisplayModes",
        "containerDimensions",
        "platform",
        "locale",
        "timeZone",
      ]),
    );
    expect(context.theme).toBe("dark");
    expect(context.styles?.variables).toEqual(profiles[name].variables.dark);
  });

  it("differ where their namesakes differ: VS Code is desktop and inline only", () => {
    expect([profiles.vscode.hostContext.platform, profiles.vscode.hostContext.availableDisplayModes]).toEqual(["desktop", ["inline"]]);
    expect([profiles.claude.hostContext.platform, profiles.chatgpt.hostContext.platform]).toEqual(["web", "web"]);
  });

  it("the view sees the chosen profile's info, capabilities and context", async () => {
    const { host, app } = await connected({ profile: "chatgpt", theme: "dark" });
    const s = app.getSnapshot();
    expect([s.hostInfo, s.hostCapabilities]).toEqual([profiles.chatgpt.hostInfo, profiles.chatgpt.hostCapabilities]);
    expect(s.hostContext).toEqual(profileContext(profiles.chatgpt, "dark"));
    expect(host.hostContext).toEqual(s.hostContext);
  });

  it("hostContext is merged over the profile and its theme picks the variables", async () => {
    const { app } = await connected({ profile: "claude", hostContext: { theme: "dark", locale: "ja-JP" } });
    const context = app.getHostContext()!;
    expect([context.locale, context.timeZone, context.styles?.variables]).toEqual([
      "ja-JP",
      "America/Los_Angeles",
      profiles.claude.variables.dark,
    ]);
  });

  it("hostInfo and hostCapabilities replace the profile's", async () => {
    const { app } = await connected({ profile: "vscode", hostInfo: { name: "x", version: "2" }, hostCapabilities: { logging: {} } });
    expect([app.getHostVersion(), app.getHostCapabilities()]).toEqual([{ name: "x", version: "2" }, { logging: {} }]);
  });

  it.each(["firefox", "toString"])("an unknown profile name (%s) is refused with the known names", (name) => {
    expect(() => createTestHost({ profile: name as ProfileName })).toThrow(
      new AppError(
        "INVALID_PARAMS",
        `Unknown profile "${name}"; use one of default, claude, chatgpt, vscode, chatgpt-ui, chatgpt-openai, strips-structured, next-wire, reference, m365-copilot, goose, cursor, inspector, le-chat, slackbot, codex, copilot-studio, or pass a HostProfile`,
      ),
    );
  });

  it("profileContext() returns a copy that changing leaves the profile intact", () => {
    const context = profileContext(profiles.claude, "light");
    context.availableDisplayModes!.push("pip");
    (context.styles!.variables as Record<string, string>)["--font-sans"] = "x";
    expect(profiles.claude.hostContext.availableDisplayModes).toEqual(["inline", "fullscreen"]);
    expect(profiles.claude.variables.light["--font-sans"]).toBe("'Anthropic Sans', system-ui, sans-serif");
  });
});
