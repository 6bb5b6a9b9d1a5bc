// The banner in the page header when the MCP server cannot be used: one sentence naming the server
// (the URL or the command) and what is wrong. host.css gives it a row of the header to itself, so
// that the whole sentence wraps there and is read without scrolling.
import { h } from "./dom.js";

/** The banner for `message`, which names `target` (or gets it in front). */
export function serverProblem(target: string, message: string): HTMLElement {
  const sentence = message.includes(target) ? message : `Cannot connect to ${target}: ${message}`;
  return h("strong", { class: "error server-problem", id: "server-problem", role: "alert", tabindex: "0" }, sentence);
}
