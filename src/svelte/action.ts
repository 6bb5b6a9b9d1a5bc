// The shape of mcp-view/svelte's actions: work started for the element and its parameter, restarted
// when the parameter changes (`update`), and stopped when the element goes away (`destroy`).
import type { AppSource } from "./app-source.js";
import { perApp, type PerApp } from "./per-app.js";

/** A Svelte action, as `use:action={parameter}` calls it in Svelte 4 and 5. */
export type ViewAction<N extends Element, P> = (node: N, parameter?: P) => { update(parameter?: P): void; destroy(): void };

const noop = () => {};

/** Runs `start(app)` for the App `source` holds (none when `null`), until the returned stop. */
export function followApp(source: AppSource, start: (app: Parameters<PerApp<undefined>>[0]) => () => void): () => void {
  return perApp<undefined>(source, undefined, start).store.subscribe(noop);
}

/** An action from `start(node, parameter) → stop`. */
export function action<N extends Element, P>(start: (node: N, parameter: P | undefined) => () => void): ViewAction<N, P> {
  return (node, parameter) => {
    let stop = start(node, parameter);
    return {
      update(next) {
        stop();
        stop = start(node, next);
      },
      destroy: () => stop(),
    };
  };
}
