// The "Why is it blank?" line for a request the profile's host refuses or ignores (its facts'
// `refuses`), with the public source the fact comes from, so the author knows why nothing happened.
import type { Diagnostic } from "./events.js";
import type { PlaygroundProfile } from "./profiles.js";

/** The line for the view's request `method` under `profile`, or undefined when its host carries it out. */
export function refusalLine(profile: PlaygroundProfile, method: string): Diagnostic | undefined {
  const refuses = profile.kit.facts?.refuses ?? {};
  const refusal = Object.hasOwn(refuses, method) ? refuses[method] : undefined;
  if (!refusal) return undefined;
  const source = profile.kit.facts?.sources?.find((s) => s.fact === "refuses");
  const title =
    refusal.kind === "ignored"
      ? `${profile.label} answers ${method} with success but does nothing with it`
      : `${profile.label} refuses ${method} (${refusal.code} ${refusal.message})`;
  const why = source ? `${source.note} (${source.url}, ${source.observed}). ` : "";
  return {
    key: `refused:${method}`,
    severity: "warn",
    title,
    detail: `${why}Do not rely on it there: show what it carries in the view itself.`,
  };
}
