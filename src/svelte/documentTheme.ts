// documentTheme: the theme `<html>` shows, as a store.
import { readable, type Readable } from "svelte/store";
import { getDocumentTheme, type McpUiTheme } from "../index.js";

/**
 * The document's theme (`data-theme`, else `class="dark"`), following changes while subscribed.
 *
 * @example
 * // {#if $documentTheme === "dark"}…{/if}
 */
export const documentTheme: Readable<McpUiTheme> = /* @__PURE__ */ readable<McpUiTheme>("light", (set) => {
  set(getDocumentTheme());
  const observer = new MutationObserver(() => set(getDocumentTheme()));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme", "class"] });
  return () => observer.disconnect();
});
