// The fuzz test's oracle, written independently of src/guards.ts: what a handler may ever receive,
// which inbound data is a host request (answered exactly once), an answer to a request of the view,
// a progress report or a cancellation, and what the host's styles may leave on the document.

export const isJsonObject = (v: unknown): v is Record<string, unknown> => Object.prototype.toString.call(v) === "[object Object]";
const finite = (v: unknown) => typeof v === "number" && Number.isFinite(v);
const oneOf =
  (...values: string[]) =>
  (v: unknown) =>
    typeof v === "string" && values.includes(v);
const MODES = oneOf("inline", "fullscreen", "pip");
const FIELDS: Record<string, (v: unknown) => boolean> = {
  theme: oneOf("light", "dark"),
  displayMode: MODES,
  availableDisplayModes: (v) => Array.isArray(v) && v.every(MODES),
  platform: oneOf("web", "desktop", "mobile"),
  locale: (v) => typeof v === "string",
  timeZone: (v) => typeof v === "string",
  userAgent: (v) => typeof v === "string",
  containerDimensions: (v) =>
    isJsonObject(v) && ["height", "maxHeight", "width", "maxWidth"].every((k) => v[k] === undefined || finite(v[k])),
  safeAreaInsets: (v) => isJsonObject(v) && ["top", "right", "bottom", "left"].every((k) => finite(v[k])),
  deviceCapabilities: (v) => isJsonObject(v) && ["touch", "hover"].every((k) => v[k] === undefined || typeof v[k] === "boolean"),
  toolInfo: (v) => isJsonObject(v) && isJsonObject(v.tool) && typeof v.tool.name === "string",
  styles: (v) =>
    isJsonObject(v) &&
    (v.variables === undefined ||
      (isJsonObject(v.variables) && Object.values(v.variables).every((x) => x === undefined || typeof x === "string"))) &&
    (v.css === undefined || (isJsonObject(v.css) && (v.css.fonts === undefined || typeof v.css.fonts === "string"))),
};

/** What each handler may receive. */
export const VALID = {
  toolinput: (p: unknown) => isJsonObject(p) && (p.arguments === undefined || isJsonObject(p.arguments)),
  toolresult: (p: unknown) =>
    isJsonObject(p) && Array.isArray(p.content) && (p.structuredContent === undefined || isJsonObject(p.structuredContent)),
  toolcancelled: (p: unknown) => isJsonObject(p) && (p.reason === undefined || typeof p.reason === "string"),
  hostcontextchanged: (p: unknown) =>
    isJsonObject(p) &&
    Object.entries(p).every(([k, v]) => !(k in Object.prototype) && (v === undefined || !Object.hasOwn(FIELDS, k) || FIELDS[k]!(v))),
};

// ---- JSON-RPC 2.0 framing, as MCP narrows it: ids are strings or safe integers ----

type Id = string | number;
const isId = (v: unknown): v is Id => typeof v === "string" || Number.isSafeInteger(v);
const isMessage = (d: unknown): d is Record<string, unknown> =>
  isJsonObject(d) && d.jsonrpc === "2.0" && (d.params === undefined || isJsonObject(d.params));

/** A request the view must answer exactly once (unless the host cancels it while it runs). */
export function asRequest(d: unknown): { id: Id; method: string; params?: Record<string, unknown> } | undefined {
  return isMessage(d) && typeof d.method === "string" && isId(d.id) ? (d as { id: Id; method: string }) : undefined;
}

/** A notification with `method`, and its params. */
export function asNotification(d: unknown, method: string): Record<string, unknown> | undefined {
  return isMessage(d) && d.method === method && d.id === undefined ? ((d.params ?? {}) as Record<string, unknown>) : undefined;
}

/** An answer: exactly one of a plain-object result and an error with an integer code and a string message. */
export function asAnswer(d: unknown): { id: Id; result?: Record<string, unknown>; error?: { code: number } } | undefined {
  if (!isMessage(d) || d.method !== undefined || !isId(d.id)) return undefined;
  const error = d.error as Record<string, unknown> | undefined;
  const validError = isJsonObject(error) && Number.isInteger(error.code) && typeof error.message === "string";
  if ((isJsonObject(d.result) && error === undefined) || (d.result === undefined && validError)) return d as { id: Id };
  return undefined;
}

// ---- the document ----

/**
 * What the host left on the document that it must not have: on `<html>` and `strictRoot`, any inline
 * property but custom ones (and the theme's); in the fonts of the sync with `strictFonts` (the second
 * host-fonts element), anything but `@font-face` rules; and host-context keys shadowing Object.prototype members.
 */
export function documentProblems(hostContext: object | undefined, strictRoot: HTMLElement): string[] {
  const problems = [...foreignStyles(document.documentElement), ...foreignStyles(strictRoot)].map((name) => `the host set ${name}`);
  const fonts = Array.from(document.querySelectorAll("style[data-mcp-host-fonts]"), (style) => style.textContent ?? "");
  if (fonts.length % 2 || (fonts.length && !onlyFontFaces(fonts[1]!))) problems.push(`fonts ${JSON.stringify(fonts)}`);
  const shadowing = shadowingKeys(hostContext);
  if (shadowing.length) problems.push(`the host context kept ${shadowing.join(", ")}`);
  return problems;
}

/** Inline properties and attributes of `element` the host must not set: all but `--*` (and, on `<html>`, the theme's). */
function foreignStyles(element: HTMLElement): string[] {
  const isHtml = element === document.documentElement;
  const theme = (v: string | null) => v === "light" || v === "dark";
  const foreign = Array.from(element.style).filter(
    (name) => !name.startsWith("--") && !(isHtml && name === "color-scheme" && theme(element.style.getPropertyValue(name))),
  );
  const attributes = element
    .getAttributeNames()
    .filter((name) => name !== "style" && name !== "id" && !(isHtml && name === "data-theme" && theme(element.getAttribute(name))));
  return [...foreign, ...attributes.map((name) => `[${name}]`)];
}

/** True for CSS made only of `@font-face` rules: no `@import`, and every block is one. */
function onlyFontFaces(css: string): boolean {
  const blocks = css.split("{").length - 1;
  return !/@import/i.test(css) && blocks === (css.match(/@font-face\s*\{/gi) ?? []).length;
}

/** Own keys named like `Object.prototype` members, at the top level of `value`. */
export function shadowingKeys(value: object | undefined): string[] {
  return Object.keys(value ?? {}).filter((key) => key in Object.prototype);
}
