// A top-level window is its own parent: in a browser, what a view there posts to `window.parent`
// comes back to it as a `message` event whose `source` is the window itself. happy-dom delivers it
// with another `source`, which the view's transport drops, so the test host of a profile with only
// window.openai puts the browser's echo in place: an App with `fallback: openAiFallback` then sees its
// own `ui/initialize` come back, knows no host is behind that parent, and switches to window.openai at
// once instead of after its wait.
import { isJsonRpc } from "../protocol/guards.js";

type PostMessage = (message: unknown, targetOrigin?: string | WindowPostMessageOptions, transfer?: Transferable[]) => void;

/**
 * Makes `view`'s JSON-RPC posts to itself come back as a browser's do, if `view` is its own parent;
 * returns how to undo it (nothing to undo otherwise). Other data goes to the real `postMessage`.
 */
export function echoToSelf(view: Window): () => void {
  if (view.parent !== view) return () => {};
  const own = Object.getOwnPropertyDescriptor(view, "postMessage");
  const original = view.postMessage as PostMessage;
  const echo: PostMessage = (message, target, transfer) => {
    if (!isJsonRpc(message)) return original.call(view, message, target as string, transfer);
    const data = structuredClone(message);
    const Event = (view as Window & { MessageEvent?: typeof MessageEvent }).MessageEvent ?? MessageEvent;
    const origin = view.location?.origin ?? "null";
    setTimeout(() => view.dispatchEvent(new Event("message", { data, origin, source: view })));
  };
  Object.defineProperty(view, "postMessage", { value: echo, writable: true, configurable: true, enumerable: own?.enumerable ?? true });
  return () => {
    if (view.postMessage !== echo) return; // replaced since: leave it to whoever did
    if (own) Object.defineProperty(view, "postMessage", own);
    else delete (view as Partial<Window>).postMessage;
  };
}
