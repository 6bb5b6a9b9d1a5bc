// The page's side of the widget origin: a view's HTML is handed to it (through this origin's
// POST /api/frames, shared/api.ts), which serves it on its own origin with the view's CSP.
import type { FrameInfo, FrameRequest } from "../../shared/api.js";
import { api } from "./api.js";

/**
 * Hands the HTML to the widget origin and returns the frame's URL and policy. With `openai`, the
 * frame gets a fake `window.openai` whose globals start from `openai.context`.
 */
export async function registerFrame(request: FrameRequest): Promise<FrameInfo> {
  const response = await api("/api/frames", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new Error(`POST /api/frames answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as FrameInfo;
}
