// The host page run by `mcp-view eval` (`/?headless=matrix`): the page's conversation with the model
// (session/conversation.ts, the dev host's chat without its widgets), offered to the command as
// `window.__mcpViewEval` (shared/headless-eval.ts). Each tool the model calls renders its view on the
// page's stage, in the frame `#view`, where the command's steps click.
import { EVAL_GLOBAL, type HeadlessEval } from "../shared/headless-eval.js";
import { modelTools } from "../shared/model-messages.js";
import type { Conversation } from "./session/conversation.js";
import type { Session } from "./session/session.js";

/** Offers the conversation to the command. */
export function offerHeadlessEval(session: Session, conversation: Conversation): void {
  const offered: HeadlessEval = {
    model: () => conversation.info(),
    tools: () => modelTools(session.tools).map((t) => t.name),
    start: async ({ profile, system }) => {
      await conversation.idle();
      await session.teardown();
      conversation.clear();
      session.settings.set({ profile });
      conversation.system = system;
    },
    send: (text) => conversation.send(text),
    idle: () => conversation.idle(),
    said: () => conversation.said(),
  };
  (window as unknown as Record<string, HeadlessEval>)[EVAL_GLOBAL] = offered;
}
