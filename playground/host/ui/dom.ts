// A tiny element builder for the host page: attributes, properties, listeners and children in one call.

type Child = Node | string | number | null | undefined | false;
type Props = Record<string, unknown>;

/**
 * Creates an element. Keys starting with `on` add listeners, `class`/`for`/`aria-*`/`data-*`/`role`
 * set attributes, anything else is assigned as a property.
 *
 * @example h("button", { class: "btn", onclick: run }, "Run")
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value as EventListener);
    else if (/^(class|for|role|aria-|data-|title|id|hidden|tabindex|type|name|list|placeholder|spellcheck)/.test(key)) {
      node.setAttribute(key, value === true ? "" : String(value));
    } else (node as unknown as Record<string, unknown>)[key] = value;
  }
  append(node, children);
  return node;
}

/** Appends children, skipping empty ones. */
export function append(node: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)));
  }
}

/** The element with `id` (throws when the page lacks it). */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`#${id} is missing from the page`);
  return node as T;
}
