// What of a view reaches the model under a host profile, read from the profile's data and never from
// its name: its capabilities (a host that does not advertise `updateModelContext` or `message` has
// no such channel) and its facts (src/testing/host-facts.ts: a request the host answers with success
// and does nothing with, or refuses, never reaches the model; `modelReads` says whether the model
// reads a tool result's `structuredContent`). The dev host's chat and `mcp-view eval` both follow it.
import type { HostProfile } from "mcp-view/testing";

/** Whether something reaches the model, and if not, why, in one sentence. */
export type Reach = { reaches: true } | { reaches: false; why: string };

/** What reaches the model under one host. */
export interface ModelDelivery {
  /** The view's latest `ui/update-model-context`, given with the next user turn. */
  modelContext: Reach;
  /** A view's `ui/message`, sent as the next user turn. */
  message: Reach;
  /** Whether the model reads a tool result's `structuredContent` beside its `content`. */
  structuredContent: boolean;
}

const CAPABILITY = { "ui/update-model-context": "updateModelContext", "ui/message": "message" } as const;

/** What reaches the model under `profile` (`label`: the host's name in the sentences). */
export function modelDelivery(profile: HostProfile, label: string): ModelDelivery {
  return {
    modelContext: reach(profile, label, "ui/update-model-context"),
    message: reach(profile, label, "ui/message"),
    structuredContent: profile.facts?.modelReads === "content-and-structuredContent",
  };
}

function reach(profile: HostProfile, label: string, method: keyof typeof CAPABILITY): Reach {
  const capability = CAPABILITY[method];
  if (!profile.hostCapabilities[capability])
    return { reaches: false, why: `${label} does not advertise hostCapabilities.${capability}, so ${method} has no way to the model` };
  const refuses = profile.facts?.refuses ?? {};
  const refusal = Object.hasOwn(refuses, method) ? refuses[method] : undefined;
  if (refusal?.kind === "ignored")
    return { reaches: false, why: `${label} answers ${method} with success and never shows it to the model (its host facts)` };
  if (refusal) return { reaches: false, why: `${label} refuses ${method} (${refusal.code} ${refusal.message})` };
  return { reaches: true };
}
