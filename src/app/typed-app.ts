// The App typed for every tool of its server: a type only (a cast costs no bytes).
import type { App } from "./app.js";
import type { TypedCallServerTool } from "./tool-types.js";

/**
 * An {@link App} that knows every tool of its server: `callServerTool` checks the name, then the
 * arguments and result of that tool. A cast, so it costs no bytes.
 *
 * @example
 * import type * as tools from "../server/tools";
 * const app = new App({ name: "board", version: "1.0.0" }) as TypedApp<typeof tools>;
 * const result = await app.callServerTool({ name: "greet", arguments: { name: "Ada" } });
 */
export interface TypedApp<M> extends App {
  callServerTool: TypedCallServerTool<M>;
}
