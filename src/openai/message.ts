// ChatGPT's `ui/message` extension ("ui/message Extensions" of the specification): which conversation
// receives the message (`target`) and whether it is sent or left as an editable draft (`send`), in
// `_meta["openai/message"]`. Gated on `hostCapabilities.experimental["openai/message"]`.
import type { App } from "../app/app.js";
import { AppError } from "../errors.js";
import { isObject } from "../protocol/guards.js";
import type { McpUiActionResult, McpUiMessageParams } from "../protocol/shapes.js";
import type { RequestOptions } from "../rpc/pending.js";
import type { OpenAiMessageOptions, OpenAiMessageParams } from "./extension-types.js";
import { whenOffered } from "./gate.js";

/** What is wrong with `options`, or `undefined`. */
function defectOf(options: unknown): string | undefined {
  if (!isObject(options)) return "must be an object";
  const { target, send } = options;
  if (target !== undefined && target !== "new" && target !== "active")
    return `target must be "new" or "active", not ${JSON.stringify(target)}`;
  if (send !== undefined && typeof send !== "boolean") return "send must be a boolean";
  return undefined;
}

/**
 * Posts a message as the user (`ui/message`) to the conversation `options.target` names, sent at once
 * or left as a draft (`send: false`). Rejects with `NOT_SUPPORTED` (nothing sent) on a host without
 * `openai/message`, and with `INVALID_PARAMS` for options outside the specification.
 *
 * @example
 * await sendOpenAiMessage(app, { role: "user", content: [{ type: "text", text: "Design a bracket" }] }, { target: "new", send: false });
 */
export function sendOpenAiMessage(
  app: App,
  params: OpenAiMessageParams,
  options: OpenAiMessageOptions = {},
  requestOptions?: RequestOptions,
): Promise<McpUiActionResult> {
  const defect = defectOf(options);
  if (defect) return Promise.reject(new AppError("INVALID_PARAMS", `sendOpenAiMessage(): the message options ${defect}`));
  return whenOffered(app, "openai/message", "sendOpenAiMessage()", () => {
    const _meta = { ...(isObject(params._meta) ? params._meta : {}), "openai/message": options };
    return app.sendMessage({ ...params, _meta } as McpUiMessageParams, requestOptions);
  });
}
