// What the host page may link to on a view's behalf. A view is another origin's code: a link it asks
// for must never run script in the host page (javascript:, data:, a blob: URL made elsewhere), and a
// file it hands over must never open as a page of the host's origin (HTML, SVG): every downloaded
// file becomes a blob of type application/octet-stream, which the browser saves and never renders.

const made = new Set<string>();

/** A blob: URL for a downloaded file's bytes; opening it saves the file. */
export function savedFileUrl(data: string | Uint8Array<ArrayBuffer>): string {
  const url = URL.createObjectURL(new Blob([data], { type: "application/octet-stream" }));
  made.add(url);
  return url;
}

/** Has the browser save `data` as a file called `name` (the page's own file, like a saved fixture). */
export function saveFile(name: string, data: string): void {
  const link = document.createElement("a");
  link.href = savedFileUrl(data);
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** The bytes of base64 `text`. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** `url` if the page may link to it (http(s), mailto: when `mail`, or a blob: URL made here), else undefined. */
export function safeLink(url: string, options: { mail?: boolean } = {}): string | undefined {
  if (made.has(url)) return url;
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  const allowed = parsed.protocol === "http:" || parsed.protocol === "https:" || (options.mail === true && parsed.protocol === "mailto:");
  return allowed ? parsed.href : undefined;
}

/** Whether `url` is a file this page made (a download, not a link to follow). */
export const isSavedFile = (url: string): boolean => made.has(url);
