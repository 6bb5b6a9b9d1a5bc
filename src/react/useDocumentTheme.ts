// useDocumentTheme: the theme `<html>` shows, as state.
import { getDocumentTheme, type McpUiTheme } from "../index.js";
import { useStore } from "./useStore.js";

function observeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme", "class"] });
  return () => observer.disconnect();
}

/**
 * The document's theme (`data-theme`, else `class="dark"`), re-rendering when it changes.
 *
 * @example
 * const theme = useDocumentTheme();
 */
export function useDocumentTheme(): McpUiTheme {
  return useStore(observeTheme, getDocumentTheme);
}
