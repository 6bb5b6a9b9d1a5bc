// The MCP SDK's McpServer as mcp-view/server sees it, for both generations: `@modelcontextprotocol/sdk`
// 1.x and `@modelcontextprotocol/server` 2.x. Only the methods the helpers call, and what a server's
// own handlers are given and return, read off the server's type; so the declarations import neither
// package, and a project with only one of them type-checks.
import type { CallToolResult } from "@modelcontextprotocol/sdk/spec.types.js";

/** A server the tool helpers register on: either generation's `McpServer`, or anything with its `registerTool`. */
export interface ToolServer {
  registerTool(name: string, config: never, callback: never): unknown;
}

/** A server the resource helpers register on: either generation's `McpServer`, or anything with its `registerResource`. */
export interface ResourceServer {
  registerResource(name: string, uri: never, config: never, read: never): unknown;
}

/** The callback `registerTool` of `Server` takes (its last overload: the same context in both generations). */
type ToolCallbackOf<Server> = Server extends { registerTool(name: string, config: never, callback: infer Callback): unknown }
  ? Callback
  : never;

/** The last parameter of a function type (each member of a union of them). */
type LastParameter<F> = F extends (...args: infer A) => unknown ? (A extends [...unknown[], infer Last] ? Last : unknown) : unknown;

/**
 * What `Server`'s tool handlers get besides their arguments, as its SDK types it: 1.x's
 * `RequestHandlerExtra` (`extra.sessionId`, `extra.authInfo`…), 2.x's `ServerContext`
 * (`ctx.sessionId`, `ctx.http?.authInfo`, `ctx.mcpReq`…). `unknown` for a server whose
 * `registerTool` does not say.
 */
export type AppToolExtra<Server> = LastParameter<ToolCallbackOf<Server>>;

/**
 * What `Server`'s tool handlers may return, as its SDK types it (2.x adds `InputRequiredResult`, the
 * 2026-07-28 multi-round-trip answer); a `CallToolResult` for a server whose `registerTool` does not say.
 */
export type ServerToolResult<Server> =
  ToolCallbackOf<Server> extends infer Callback
    ? Callback extends (...args: never) => infer Result
      ? Awaited<Result>
      : CallToolResult
    : never;

/** The named keys of `T`, not its index signatures (both generations' configs let any key through). */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: unknown };

/** The config `registerTool` of `Server` takes. */
type ToolConfigOf<Server> = Server extends { registerTool(name: string, config: infer Config, callback: never): unknown }
  ? Config
  : unknown;

/**
 * The options of `Server`'s own tool config that the helpers' config (whose keys are `Named`) does not
 * have, as its SDK types them: 2.x's `icons` and `scopeChallenge`, say; none of 1.x's.
 */
export type ServerToolOptions<Server, Named extends PropertyKey> = Pick<
  ToolConfigOf<Server>,
  Exclude<NamedKeys<ToolConfigOf<Server>>, Named>
>;

/** What `Server`'s `registerTool` returns: its SDK's `RegisteredTool`. */
export type RegisteredToolOf<Server> = Server extends { registerTool(...args: never): infer Registered } ? Registered : never;

/**
 * `registerResource`'s static-URI form (the first of its two overloads in both generations; a server
 * with one signature gives it twice): its read callback and what it returns.
 */
type StaticResourceOf<Server> = Server extends {
  registerResource: {
    (name: string, uri: string, config: infer Config, read: infer Read): infer Registered;
    (name: string, uri: never, config: never, read: never): unknown;
  };
}
  ? { config: Config; read: Read; registered: Registered }
  : { config: unknown; read: unknown; registered: unknown };

/** What `Server`'s resource read callbacks get besides the URI: the same request context as its tools'. */
export type AppResourceExtra<Server> = LastParameter<StaticResourceOf<Server>["read"]>;

/**
 * The options of `Server`'s own resource config that the helpers' config (whose keys are `Named`)
 * does not have, as its SDK types them: 2.x's `cacheHint` (how long a 2026-07-28 client may keep the
 * read) and `scopeChallenge`; none of 1.x's.
 */
export type ServerResourceOptions<Server, Named extends PropertyKey> = Pick<
  StaticResourceOf<Server>["config"],
  Exclude<NamedKeys<StaticResourceOf<Server>["config"]>, Named>
>;

/** What `Server`'s `registerResource` returns for a `ui://` URI: its SDK's `RegisteredResource`. */
export type RegisteredResourceOf<Server> = StaticResourceOf<Server>["registered"];

/**
 * The two methods as the helpers call them, the same on both generations: a name (and a static URI),
 * a config the helpers built, and a handler taking what the SDK passes. The public types above are
 * what users see; this is what the helpers' own calls need.
 */
export interface Registering {
  registerTool(name: string, config: object, handler: (...args: never[]) => unknown): unknown;
  registerResource(name: string, uri: string, config: object, read: (uri: URL, extra: never) => unknown): unknown;
}
