// A view's errors at the author's own lines: the places of a captured entry (each frame of its
// stack, and its own file:line) read through the source maps its document carries, as the
// browser's devtools show them; Chromium never maps `Error.stack`. A development build (a
// template's `npm run dev`) ends its inline script with its map as a `data:` URL. Stacks name the
// document's URL with a line of the document; in a document written into a blank one (Claude-like
// hosts) Chromium may name `<anonymous>` with a line of the script instead, which is then read
// through the document's one mapped script. A place outside a mapped script, or that its map does
// not cover, stays as it was.
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { MAX_FILE, MAX_STACK, type ViewConsoleEntry } from "../shared/view-console.js";
import { inlineMaps, type InlineMap } from "./inline-maps.js";

/** A place in an author's file, as the view's source map names it: 1-based line and column. */
export interface SourcePlace {
  source: string;
  line: number;
  column: number;
}

/** How the document's stacks and errors name it: its URL, and whether it was written into a blank document. */
export interface DocumentAddress {
  url: string;
  written?: boolean;
}

/** What a line and column count from: the document's start, or the script's (`<anonymous>`). */
type Origin = "document" | "script";

/** An inline script or style that carries its map, and the map once parsed. */
interface MappedScript extends InlineMap {
  trace?: TraceMap | null;
}

/** The source maps of a view's document, read on first use. */
export class ViewSourceMaps {
  readonly #scripts: MappedScript[];
  readonly #styles: MappedScript[];
  readonly #address: DocumentAddress;

  /** `html` is the document the frame's scripts run in, exactly as the browser got it. */
  constructor(html: string, address: DocumentAddress) {
    const maps: MappedScript[] = inlineMaps(html.replace(/\r\n?/g, "\n"));
    this.#scripts = maps.filter((m) => m.kind === "script");
    this.#styles = maps.filter((m) => m.kind === "style");
    this.#address = address;
  }

  /** The author's place of a place in one of the document's `<style>`s (1-based line and column of the document), if its map covers it. */
  stylePlace(line: number, column: number): SourcePlace | undefined {
    return mapped(this.#styles, line, column);
  }

  /** Whether any of its scripts carries a map. */
  get mapped(): boolean {
    return this.#scripts.length > 0;
  }

  /**
   * The author's place of a place the browser named (1-based line and column, in the document or,
   * for `<anonymous>`, in the document's one mapped script), if a map covers it.
   */
  place(line: number, column: number, from: Origin = "document"): SourcePlace | undefined {
    if (from === "document") return mapped(this.#scripts, line, column);
    return this.#scripts.length === 1 ? traced(this.#scripts[0]!, line, column - 1) : undefined;
  }

  /**
   * `entry` with its places read through the maps: the stack's frames, and its own file:line, which
   * becomes the first frame of the stack in the author's own code (outside node_modules/) when there
   * is one: a framework's console.error, or an error it reports, names the component that threw.
   */
  entry(entry: ViewConsoleEntry): ViewConsoleEntry {
    if (!this.mapped) return entry;
    const out = { ...entry };
    let own: SourcePlace | undefined;
    if (entry.stack !== undefined) {
      const stack = this.#stack(entry.stack, (place) => (own ??= /(^|\/)node_modules\//.test(place.source) ? undefined : place));
      out.stack = cut(stack, MAX_STACK);
    }
    // The capture names the document `inline`; a written document's `<anonymous>` script, no file.
    const from: Origin | undefined =
      entry.file === "inline" ? "document" : entry.file === undefined && this.#address.written ? "script" : undefined;
    const at = own ?? (from && entry.line !== undefined ? this.place(entry.line, entry.column ?? 1, from) : undefined);
    if (at) Object.assign(out, { file: cut(at.source, MAX_FILE), line: at.line, column: at.column });
    return out;
  }

  /** The stack with each frame in this document named by the author's place (each one told to `found`, in order). */
  #stack(stack: string, found: (place: SourcePlace) => void): string {
    const names = [escaped(this.#address.url), ...(this.#address.written ? ["<anonymous>"] : [])];
    const frame = new RegExp(`(${names.join("|")}):(\\d+):(\\d+)`, "g");
    return stack.replace(frame, (whole, name: string, line: string, column: string) => {
      const at = this.place(Number(line), Number(column), name === "<anonymous>" ? "script" : "document");
      if (!at) return whole;
      found(at);
      return `${at.source}:${at.line}:${at.column}`;
    });
  }
}

/** The author's place of a document's place in one of `maps` (its text's first line starts at its column of the document). */
function mapped(maps: MappedScript[], line: number, column: number): SourcePlace | undefined {
  const map = maps.find((s) => s.line <= line && line <= s.lastLine && (line > s.line || column > s.column));
  if (!map) return undefined;
  return traced(map, line - map.line + 1, line === map.line ? column - 1 - map.column : column - 1);
}

/** The author's place of 1-based `line` and 0-based `column` in `map`'s text, if its map covers it. */
function traced(map: MappedScript, line: number, column: number): SourcePlace | undefined {
  const trace = (map.trace ??= traceOf(map.map));
  if (!trace || line < 1 || column < 0) return undefined;
  const found = originalPositionFor(trace, { line, column });
  if (found.source === null) return undefined;
  return { source: shown(found.source), line: found.line, column: found.column + 1 };
}

/** The parsed map, or null when it is not one (the place then stays as the browser named it). */
function traceOf(map: string): TraceMap | null {
  try {
    return new TraceMap(map);
  } catch {
    return null;
  }
}

/**
 * A source as the author knows it: the map's paths are relative to the built chunk (Vite's
 * `dist/assets/`), so `../../src/Greeter.tsx` is the project's `src/Greeter.tsx`.
 */
function shown(source: string): string {
  return source.replace(/^(\.\.?\/)+/, "");
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
