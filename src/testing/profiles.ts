// Ready-made host profiles for tests and the playground: each host's info, capabilities and context
// (profiles/standard.ts, profiles/others.ts), its colours (profiles/looks.ts), how it departs from the
// standard bridge, and what is known of the real host with its public sources (profiles/facts-*.ts,
// host-facts.ts).
import { AppError, type McpUiHostContext, type McpUiTheme } from "../index.js";
import { stripsStructuredFacts } from "./profiles/facts-desktop.js";
import { others } from "./profiles/others.js";
import { standard } from "./profiles/standard.js";
import type { HostProfile, ProfileName } from "./profiles/types.js";

export type { HostBehaviour, HostProfile, ProfileName } from "./profiles/types.js";

/** The facts of a profile that plays a behaviour, not a host: none beyond the specification's defaults. */
const NO_FACTS = { quirks: ["A behaviour of the test kit, not a host: the frame is the specification's default."] };

/**
 * The built-in profiles: the standard hosts (`default` advertises every capability with the
 * specification's defaults; the others resemble their namesakes), the other real hosts (`reference`,
 * the official reference host, as lax as that example), and the real host behaviours. Where each
 * behaviour comes from: `chatgpt-ui` is ChatGPT, which speaks `ui/*` and also injects `window.openai`;
 * `chatgpt-openai` is ChatGPT's older deployments and the Apps SDK runtime, which inject only
 * `window.openai` (its globals, methods and `openai:set_globals` events as the Apps SDK documents
 * them); `strips-structured` is the desktop host reported to drop `structuredContent` from tool
 * results (Claude Desktop, as reported); `next-wire` follows the upstream project's unreleased breaking-change notes (three renamed
 * methods, SEP-2133 negotiation). Every profile but `default` has `facts`, with their sources.
 *
 * @example
 * const host = createTestHost({ profile: "claude", theme: "dark" });
 */
export const profiles: Record<ProfileName, HostProfile> = {
  ...standard,
  "chatgpt-ui": { ...standard.chatgpt, behaviour: { openai: "alongside" } },
  "chatgpt-openai": { ...standard.chatgpt, behaviour: { openai: "only" } },
  "strips-structured": {
    ...standard.claude,
    hostInfo: { name: "Desktop host", version: "1.0.0" },
    behaviour: { stripsStructuredContent: true },
    facts: stripsStructuredFacts,
  },
  "next-wire": {
    ...standard.default,
    hostInfo: { name: "next-wire-host", version: "2.0.0" },
    behaviour: { nextWireNames: true },
    facts: NO_FACTS,
  },
  ...others,
};

/**
 * Every built-in profile with its name, `default` first, for running one test over every host:
 *
 * @example
 * describe.each(hostProfiles)("$name", ({ name, profile }) => {
 *   it("connects", async () => {
 *     const host = createTestHost({ profile: name });
 *     // …
 *   });
 * });
 */
export const hostProfiles: ReadonlyArray<{ readonly name: ProfileName; readonly profile: HostProfile }> = Object.freeze(
  (Object.keys(profiles) as ProfileName[]).map((name) => Object.freeze({ name, profile: profiles[name] })),
);

/** The full host context of `profile` in `theme`: its context plus `theme` and `styles`. */
export function profileContext(profile: HostProfile, theme: McpUiTheme): McpUiHostContext {
  const css = profile.fonts === undefined ? {} : { css: { fonts: profile.fonts } };
  return { ...structuredClone(profile.hostContext), theme, styles: { variables: { ...profile.variables[theme] }, ...css } };
}

/** The profile named `profile`, or `profile` itself; an unknown name throws `INVALID_PARAMS` listing the known ones. */
export function resolveProfile(profile: ProfileName | HostProfile = "default"): HostProfile {
  if (typeof profile === "object") return profile;
  const found = Object.hasOwn(profiles, profile) ? profiles[profile] : undefined;
  if (!found)
    throw new AppError(
      "INVALID_PARAMS",
      `Unknown profile "${profile}"; use one of ${Object.keys(profiles).join(", ")}, or pass a HostProfile`,
    );
  return found;
}
