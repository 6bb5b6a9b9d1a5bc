// The console capture the widget origin injects first in each view's document (inject-listener.ts),
// so that what a view says reaches its author in the playground, whatever the view's own code does:
// uncaught errors, unhandled rejections, console.error and console.warn (wrapped: the originals are
// still called), and the errors each App reports to its `error` event, which the capture hears
// through the devtools hook it defines (`__MCP_VIEW_DEVTOOLS__`, called by mcp-view's App
// constructor). Each entry goes to the host page as shared/view-console.ts describes, capped in
// length, at most MAX_PER_SECOND a second and MAX_PER_FRAME in all, then one "dropped" note. The
// wrapper never throws: a value that cannot be formatted is named by its type.
import { MAX_FILE, MAX_PER_FRAME, MAX_PER_SECOND, MAX_STACK, MAX_TEXT, VIEW_CONSOLE_MESSAGE } from "../shared/view-console.js";

/** The capture as a function of the frame's window, readable (it relies on no automatic semicolon and has no line comment). */
const READABLE = `function (w) {
  var sent = 0, second = 0, inSecond = 0, dropped = false, busy = false, parsed = false;
  w.addEventListener("DOMContentLoaded", function () { parsed = true; });
  function post(message) { try { w.parent.postMessage(message, "*"); } catch (e) {} }
  function cut(s, n) { s = String(s); return s.length > n ? s.slice(0, n - 1) + "\\u2026" : s; }
  function isError(v) {
    try { return !!v && typeof v === "object" && typeof v.message === "string" && typeof v.stack === "string"; } catch (e) { return false; }
  }
  function head(e) { return cut(String(e.name || "Error") + ": " + e.message, ${MAX_TEXT}); }
  function json(v) {
    var seen = [];
    try {
      var s = JSON.stringify(v, function (k, x) {
        if (typeof x === "bigint") return x + "n";
        if (typeof x === "function") return "[Function " + (x.name || "anonymous") + "]";
        if (x && typeof x === "object") { if (seen.indexOf(x) >= 0) return "[Circular]"; if (seen.length > 200) return "\\u2026"; seen.push(x); }
        return x;
      });
      return s === undefined ? typeof v : cut(s, ${MAX_TEXT});
    } catch (e) { try { return Object.prototype.toString.call(v); } catch (e2) { return "[" + typeof v + "]"; } }
  }
  function format(v) {
    if (typeof v === "string") return cut(v, ${MAX_TEXT});
    if (isError(v)) return head(v);
    if (typeof v === "function") return "[Function " + (v.name || "anonymous") + "]";
    if (v === null || typeof v !== "object") return String(v);
    if (typeof w.Node === "function" && v instanceof w.Node) return "<" + String(v.nodeName).toLowerCase() + ">";
    return json(v);
  }
  function safe(v) { try { return format(v); } catch (e) { return "[" + typeof v + "]"; } }
  function formatArgs(args) {
    var rest = Array.prototype.slice.call(args, 0, 20), text = "";
    if (typeof rest[0] === "string" && /%[sdifoOc]/.test(rest[0])) {
      text = rest.shift().replace(/%([sdifoOc%])/g, function (m, c) {
        if (c === "%") return "%";
        if (!rest.length) return m;
        var v = rest.shift();
        return c === "c" ? "" : c === "d" || c === "i" ? String(parseInt(v, 10)) : c === "f" ? String(parseFloat(v)) : safe(v);
      });
    }
    var parts = rest.map(safe);
    if (text) parts.unshift(text);
    return cut(parts.join(" "), ${MAX_TEXT});
  }
  function fileOf(url) {
    if (!url) return undefined;
    if (url === w.location.href) return "inline";
    var path = String(url).split(/[?#]/)[0].split("/").pop();
    return cut(path || url, ${MAX_FILE});
  }
  function send(entry) {
    var now = Math.floor(Date.now() / 1000);
    if (now !== second) { second = now; inSecond = 0; }
    if (sent >= ${MAX_PER_FRAME} || inSecond >= ${MAX_PER_SECOND}) {
      if (!dropped) post({ type: "${VIEW_CONSOLE_MESSAGE}", kind: "dropped", text: "Further entries were dropped: the playground takes ${MAX_PER_SECOND} a second and ${MAX_PER_FRAME} per view." });
      dropped = true;
      return;
    }
    sent++; inSecond++;
    entry.type = "${VIEW_CONSOLE_MESSAGE}";
    entry.text = cut(entry.text, ${MAX_TEXT});
    if (entry.stack !== undefined) entry.stack = cut(entry.stack, ${MAX_STACK});
    entry.loading = w.document.readyState === "loading" || (w.document.readyState === "interactive" && !parsed);
    post(entry);
  }
  function guarded(fn) {
    return function () {
      if (busy) return;
      busy = true;
      try { fn.apply(this, arguments); } catch (e) {}
      busy = false;
    };
  }
  ["error", "warn"].forEach(function (level) {
    var original = w.console[level];
    if (typeof original !== "function") return;
    var capture = guarded(function (args) {
      var error = Array.prototype.filter.call(args, isError)[0];
      send({ kind: "console-" + level, text: formatArgs(args), stack: error ? error.stack : undefined });
    });
    w.console[level] = function () {
      capture(arguments);
      return original.apply(this, arguments);
    };
  });
  w.addEventListener("error", guarded(function (e) {
    if (!e || typeof e.message !== "string") return;
    var error = e.error;
    var text = isError(error) ? head(error) : error !== undefined && error !== null ? safe(error) : e.message.replace(/^Uncaught /, "");
    send({ kind: "uncaught", text: text, stack: isError(error) ? error.stack : undefined, file: fileOf(e.filename), line: e.lineno || undefined, column: e.colno || undefined });
  }));
  w.addEventListener("unhandledrejection", guarded(function (e) {
    var reason = e.reason;
    send({ kind: "rejection", text: safe(reason), stack: isError(reason) ? reason.stack : undefined });
  }));
  var onAppError = guarded(function (error) {
    var cause = error && error.cause;
    send({ kind: "app-error", text: String(error && error.message), stack: isError(cause) ? cause.stack : isError(error) ? error.stack : undefined });
  });
  var hook = { appCreated: function (app) { try { app.addEventListener("error", onAppError); } catch (e) {} } };
  try { Object.defineProperty(w, "__MCP_VIEW_DEVTOOLS__", { value: Object.freeze(hook) }); } catch (e) {}
}`;

/**
 * The capture as a classic script's function expression of the frame's window, on one line, so that
 * the view's own line numbers (in errors, in the browser's tools) stay what they are in its file: the
 * injected scripts share the line of `<head>`. Run by {@link CONSOLE_CAPTURE}; tests run it on a fake window.
 */
export const CAPTURE_SOURCE = READABLE.replace(/\n\s*/g, " ");

/** The `<script>` element that runs the capture on the frame's window. */
export const CONSOLE_CAPTURE = `<script>(${CAPTURE_SOURCE})(window)</script>`;
