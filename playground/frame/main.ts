// The entry of the script injected into a view's frame under "ChatGPT with only window.openai"
// (openai.ts): its settings, the host context and the host page's origin, are in the script element's
// `data-config`, which the widget origin writes; the element removes itself, so the view's document
// holds only what the view put there.
import type { FrameOpenAiConfig } from "../shared/openai-frame-config.js";
import { installFrameOpenAi } from "./openai.js";

const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.dataset.config) {
  const config = JSON.parse(script.dataset.config) as FrameOpenAiConfig;
  script.remove();
  installFrameOpenAi(window, config);
}
