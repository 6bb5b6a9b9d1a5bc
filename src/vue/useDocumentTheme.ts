// useDocumentTheme: the theme `<html>` shows, as a read-only ref.
import { computed, shallowRef, type ComputedRef } from "vue";
import { getDocumentTheme, type McpUiTheme } from "../index.js";
import { onDispose } from "./scope.js";

/**
 * The document's theme (`data-theme`, else `class="dark"`), following every change while the scope lives.
 *
 * @example
 * const theme = useDocumentTheme();
 */
export function useDocumentTheme(): ComputedRef<McpUiTheme> {
  const theme = shallowRef(getDocumentTheme());
  const observer = new MutationObserver(() => (theme.value = getDocumentTheme()));
  onDispose("useDocumentTheme", () => observer.disconnect());
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme", "class"] });
  return computed(() => theme.value);
}
