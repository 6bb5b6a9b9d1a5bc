// The greeter view: shows the tool's input while the tool runs, then its result (or that the call
// was cancelled), and greets again through the server tool when the button is clicked. It follows the host's theme and fonts,
// and counts the greetings made again in view state, which survives the host reloading the view.
import { Match, Show, Switch } from "solid-js";
import {
  createApp,
  createAppState,
  createCallServerTool,
  createHostStyles,
  createToolInput,
  createToolResult,
  createViewStateSignal,
} from "mcp-view/solid";
import type { greet } from "./tools.js";

export function Greeter() {
  const { app, error } = createApp({ appInfo: { name: "greeter", version: "1.0.0" } });
  createHostStyles(app);
  const input = createToolInput<typeof greet>(app);
  const shown = createToolResult<typeof greet>(app);
  const again = createCallServerTool<typeof greet>(app);
  const cancelled = createAppState((s) => s.toolCancelled, app);
  const [greetedAgain, setGreetedAgain] = createViewStateSignal(0, app); // kept by the server's view-state tools, else localStorage
  const result = () => again.result() ?? shown();
  const greeting = () => {
    const current = result();
    return current && !current.isError ? current.structuredContent : undefined;
  };
  const name = () => input()?.arguments?.name ?? "";
  const greetAgain = () => {
    void setGreetedAgain((n) => n + 1);
    again.call({ name: "greet", arguments: { name: name() } }).catch(() => {}); // its error: again.error()
  };
  return (
    <Switch>
      <Match when={error()}>{(failure) => <p role="alert">{failure().message}</p>}</Match>
      <Match when={!result()}>
        <h1>{cancelled() ? "The tool was cancelled" : input() ? `Greeting ${name()}…` : "Waiting for the tool…"}</h1>
      </Match>
      <Match when={greeting()}>
        {(done) => (
          <>
            <h1>{done().greeting}</h1>
            <p class="count">Greeting #{done().count}</p>
            <p class="again">Greeted again here: {greetedAgain()}</p>
            <button disabled={again.status() === "pending"} onClick={greetAgain}>
              Greet again
            </button>
            <Show when={again.error()}>{(failure) => <p role="alert">Could not greet again: {failure().message}</p>}</Show>
          </>
        )}
      </Match>
      <Match when={result()?.isError}>
        <p role="alert">The greeting failed</p>
      </Match>
    </Switch>
  );
}
