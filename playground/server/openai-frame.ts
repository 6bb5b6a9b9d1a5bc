// The fake window.openai in a view's frame, for "ChatGPT with only window.openai": the host page asks
// for it when it registers the frame (POST /api/frames with `openai: { context }`), and the widget
// origin puts the script (playground/frame/, built ahead) in the document after the CSP listener and
// the view-state watcher, before the view's own scripts, with its settings in `data-config`: the host
// context its globals start from, and the host page's origin, the only one it talks to.
import { isPlainObject } from "../shared/guards.js";
import type { FrameOpenAiConfig, OpenAiFrameRequest } from "../shared/openai-frame-config.js";

/** Checks the `openai` field of POST /api/frames: undefined when absent, the request, or what is wrong with it. */
export function parseOpenAiFrameRequest(value: unknown): OpenAiFrameRequest | undefined | string {
  if (value === undefined) return undefined;
  if (!isPlainObject(value) || !isPlainObject(value.context)) return "openai must be { context: object }";
  return { context: value.context as OpenAiFrameRequest["context"] };
}

const ATTRIBUTE: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };

/** The `<script>` element: `script` (a classic script), set up for `request` and the host page at `origin`. */
export function openAiScriptTag(script: string, request: OpenAiFrameRequest, origin: string): string {
  // "<!--" would make the HTML parser look for a nested script; the bundle never has it.
  if (script.includes("<!--")) throw new Error("The window.openai frame script contains <!--, which cannot be inlined in a <script>");
  const settings: FrameOpenAiConfig = { context: request.context, origin };
  const config = JSON.stringify(settings).replace(/[&"<>]/g, (c) => ATTRIBUTE[c]!);
  return `<script data-config="${config}">${script.replace(/<\/script/gi, "<\\/script")}</script>`;
}
