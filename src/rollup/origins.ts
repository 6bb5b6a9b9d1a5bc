// Finds the external origins a finished single-file widget still references, sorted by the
// `_meta.ui.csp` field a host needs to allow them: stylesheets, scripts, images, fonts and media are
// resources; frames are frames; `<base href>` is a base URI; and URLs written in scripts (fetch,
// XHR, WebSocket endpoints) are connections. Links (`<a href>`) and form targets are navigation,
// which the CSP fields do not cover, so they are not reported.
import { scanHtml, type HtmlTag } from "./html.js";

/** The `_meta.ui.csp` fields, each a sorted list of origins. */
export interface CspDomains {
  connectDomains?: string[];
  resourceDomains?: string[];
  frameDomains?: string[];
  baseUriDomains?: string[];
}

/** What one output HTML file still loads from elsewhere. */
export interface ExternalOrigins {
  /** The output file name, relative to the output directory. */
  file: string;
  /** Every external origin, sorted and unique. */
  origins: string[];
  /** The same origins by CSP field, ready for `_meta.ui.csp`. */
  csp: CspDomains;
}

/**
 * URLs that are identifiers, not fetches: XML namespaces, JSON Schema ids, and the error pages that
 * the frameworks' production builds name in their error messages (React's, Vue's
 * `https://vuejs.org/error-reference/#runtime-1`, Svelte's `https://svelte.dev/e/<code>`; Solid's
 * name none). Only those paths: the rest of each framework's site is reported like any origin.
 */
export const DEFAULT_IGNORED: readonly string[] = [
  "http://www.w3.org/",
  "https://www.w3.org/",
  "http://json-schema.org/",
  "https://json-schema.org/",
  "https://react.dev/errors/",
  "https://reactjs.org/docs/error-decoder.html",
  "https://vuejs.org/error-reference/",
  "https://svelte.dev/e/",
];

type Field = keyof CspDomains;

const URL_IN_TEXT = /\b(?:https?|wss?):\/\/[^\s"'`<>()\\{}|^]+/gi;
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/gi;
const RESOURCE_ATTRS: Record<string, string[]> = {
  script: ["src"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  audio: ["src"],
  track: ["src"],
  video: ["src", "poster"],
  embed: ["src"],
  object: ["data"],
  input: ["src"],
  link: ["href", "imagesrcset"],
  image: ["href", "xlink:href"],
  use: ["href", "xlink:href"],
  feimage: ["href", "xlink:href"],
};

/** Collects origins into CSP fields, skipping ignored URLs. */
class OriginSet {
  readonly #fields = new Map<Field, Set<string>>();
  readonly #ignore: ReadonlyArray<string | RegExp>;

  constructor(ignore: ReadonlyArray<string | RegExp>) {
    this.#ignore = ignore;
  }

  add(field: Field, raw: string): void {
    const value = raw.trim();
    if (this.#ignore.some((rule) => (typeof rule === "string" ? value.startsWith(rule) : rule.test(value)))) return;
    let url: URL;
    try {
      url = new URL(value.startsWith("//") ? `https:${value}` : value);
    } catch {
      return;
    }
    if (!/^(https?|wss?):$/.test(url.protocol) || !/^([a-z0-9.-]+|\[[0-9a-f:.]+\])$/i.test(url.hostname)) return;
    const set = this.#fields.get(field) ?? new Set<string>();
    this.#fields.set(field, set.add(url.origin));
  }

  result(file: string): ExternalOrigins {
    const csp: CspDomains = {};
    const all = new Set<string>();
    for (const field of ["connectDomains", "resourceDomains", "frameDomains", "baseUriDomains"] as const) {
      const set = this.#fields.get(field);
      if (!set?.size) continue;
      csp[field] = [...set].sort();
      for (const origin of set) all.add(origin);
    }
    return { file, origins: [...all].sort(), csp };
  }
}

/** Lists the external origins that `html` references, by CSP field. */
export function findExternalOrigins(file: string, html: string, ignore: ReadonlyArray<string | RegExp> = DEFAULT_IGNORED): ExternalOrigins {
  const set = new OriginSet(ignore);
  for (const tag of scanHtml(html)) {
    collectTag(set, tag);
    const style = tag.attrs.get("style");
    if (style) collectCss(set, style);
  }
  return set.result(file);
}

function collectTag(set: OriginSet, tag: HtmlTag): void {
  if (tag.name === "script" && tag.text) for (const url of tag.text.match(URL_IN_TEXT) ?? []) set.add("connectDomains", url);
  if (tag.name === "style" && tag.text) collectCss(set, tag.text);
  if (tag.name === "iframe" || tag.name === "frame") return void set.add("frameDomains", tag.attrs.get("src") ?? "");
  if (tag.name === "base") return void set.add("baseUriDomains", tag.attrs.get("href") ?? "");
  for (const attr of RESOURCE_ATTRS[tag.name] ?? []) {
    const value = tag.attrs.get(attr);
    if (!value) continue;
    const urls = attr.endsWith("srcset") ? value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "") : [value];
    for (const url of urls) set.add("resourceDomains", url);
  }
}

function collectCss(set: OriginSet, css: string): void {
  for (const m of css.matchAll(CSS_URL)) set.add("resourceDomains", m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? "");
}
