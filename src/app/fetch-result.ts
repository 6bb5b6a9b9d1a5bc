// A view's data on a host that drops `structuredContent`, without the model reading it: a server that
// keeps its typed tools' results (registerAppTool's `results` option) names an id in each result's
// `_meta`, and the view fetches the data by that id from the app-only `view_result_get`, whose answer
// reaches only the view. See docs/typed-tools.md for the options weighed.
import { AppError } from "../errors.js";
import { isObject } from "../protocol/guards.js";
import { RESULT_GET_TOOL, RESULT_ID_META_KEY } from "../protocol/result-tool.js";
import type { CallToolResult } from "../protocol/shapes.js";
import type { RequestOptions } from "../rpc/pending.js";

/** What {@link fetchStructuredContent} needs of an App: its untyped `callServerTool`. */
interface ToolCaller {
  callServerTool(params: { name: string; arguments?: Record<string, unknown> }, options?: RequestOptions): Promise<CallToolResult>;
}

/**
 * `result` with its `structuredContent`: as it came when it has one (or is an error, or names no kept
 * result), else a copy with the `structuredContent` fetched from the server's `view_result_get` by the
 * id in `_meta["mcp-view/resultId"]`. Rejects as `callServerTool` does, and with an `AppError`
 * (`INVALID_RESULT`) when the server answers with an error or no object.
 *
 * @example
 * app.ontoolresult = async (result) => render((await fetchStructuredContent(app, result)).structuredContent);
 */
export async function fetchStructuredContent<R extends { isError?: boolean; structuredContent?: unknown; _meta?: Record<string, unknown> }>(
  app: ToolCaller,
  result: R,
  options?: RequestOptions,
): Promise<R> {
  const id = result._meta?.[RESULT_ID_META_KEY];
  if (result.isError || result.structuredContent !== undefined || typeof id !== "string") return result;
  const answer = await app.callServerTool({ name: RESULT_GET_TOOL, arguments: { id } }, options);
  if (answer.isError || !isObject(answer.structuredContent)) {
    const said = answer.content?.find((block) => block.type === "text") as { text?: string } | undefined;
    throw new AppError(
      "INVALID_RESULT",
      `${RESULT_GET_TOOL} gave no structuredContent for result ${id}${said?.text ? `: ${said.text}` : ""}`,
      {
        data: answer,
      },
    );
  }
  return { ...result, structuredContent: answer.structuredContent };
}
