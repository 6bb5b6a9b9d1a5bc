// What the playground accepts from the other side of a window or a socket, where anything may
// arrive: a plain object (JSON's, or a structured clone of one), and data that says it is JSON-RPC.

/** True for a plain object: one whose prototype is `Object.prototype` (of any realm) or null; never an array, a Map or a Date. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** True for a plain object that says it is JSON-RPC 2.0 (`jsonrpc: "2.0"`): the views' and the fake window.openai's messages. */
export function claimsJsonRpc(data: unknown): data is Record<string, unknown> {
  return isPlainObject(data) && data.jsonrpc === "2.0";
}
