// The greeter view: shows the tool's input while the tool runs, then its result (or that the call
// was cancelled), and greets again through the server tool when the button is clicked. It follows the host's theme and fonts,
// and counts the greetings made again in view state, which survives the host reloading the view.
import { useApp, useAppState, useCallServerTool, useHostStyles, useToolInput, useToolResult, useViewState } from "mcp-view/preact";
import type { greet } from "./tools.js";

export function Greeter() {
  const { app, error } = useApp({ appInfo: { name: "greeter", version: "1.0.0" } });
  useHostStyles(app);
  const input = useToolInput<typeof greet>(app);
  const shown = useToolResult<typeof greet>(app);
  const again = useCallServerTool<typeof greet>(app);
  const cancelled = useAppState(app, (s) => s.toolCancelled);
  const [greetedAgain, setGreetedAgain] = useViewState(0, app); // kept by the server's view-state tools, else localStorage
  const result = again.result ?? shown;
  const name = input?.arguments?.name ?? "";
  if (error) return <p role="alert">{error.message}</p>;
  if (!result) return <h1>{cancelled ? "The tool was cancelled" : input ? `Greeting ${name}…` : "Waiting for the tool…"}</h1>;
  if (result.isError) return <p role="alert">The greeting failed</p>;
  if (!result.structuredContent) return <p role="alert">The host sent the result without its data</p>;
  const greetAgain = () => {
    void setGreetedAgain((n) => n + 1);
    again.call({ name: "greet", arguments: { name } }).catch(() => {}); // its error: again.error
  };
  return (
    <>
      <h1>{result.structuredContent.greeting}</h1>
      <p className="count">Greeting #{result.structuredContent.count}</p>
      <p className="again">Greeted again here: {greetedAgain}</p>
      <button disabled={again.status === "pending"} onClick={greetAgain}>
        Greet again
      </button>
      {again.error && <p role="alert">Could not greet again: {again.error.message}</p>}
    </>
  );
}
