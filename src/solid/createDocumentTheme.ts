// createDocumentTheme: the theme `<html>` shows, as an accessor.
import { createSignal, onCleanup, type Accessor } from "solid-js";
import { getDocumentTheme, type McpUiTheme } from "../index.js";

/**
 * The document's theme (`data-theme`, else `class="dark"`), updated when it changes; the observer is
 * disconnected when the owner is disposed.
 *
 * @example
 * const theme = createDocumentTheme();
 */
export function createDocumentTheme(): Accessor<McpUiTheme> {
  const [theme, setTheme] = createSignal(getDocumentTheme());
  const observer = new MutationObserver(() => setTheme(getDocumentTheme()));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme", "class"] });
  onCleanup(() => observer.disconnect());
  return theme;
}
