// The fake window.openai in a view's frame ("ChatGPT with only window.openai"), as the three sides
// see it: the host page asks for it (`openai` in POST /api/frames), the widget origin writes its
// settings into the script element's `data-config`, and the script in the frame reads them.
import type { McpUiHostContext } from "mcp-view";

/** What the host page asks for: the host context the fake's globals start from. */
export interface OpenAiFrameRequest {
  context: McpUiHostContext;
}

/** What the widget origin writes into `data-config`. */
export interface FrameOpenAiConfig {
  /** The host context the globals start from. */
  context: McpUiHostContext;
  /** The host page's origin, the only one the fake talks to. */
  origin: string;
}
