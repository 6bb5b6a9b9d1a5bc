// The banner in the page header when the MCP server cannot be used: one sentence naming the server
// (the URL or the command) and what is wrong. host.css bounds its height, so that a long sentence
// wraps (and scrolls) inside it instead of pushing the page down.
import { h } from "./dom.js";

/** The banner for `message`, which names `target` (or gets it in front). */
export function serverProblem(target: string, message: string): HTMLElement {
  const sentence = message.includes(target) ? message : `Cannot connect to ${target}: ${message}`;
  return h("strong", { class: "error server-problem", id: "server-problem", role: "alert", tabindex: "0" }, sentence);
}
