// The greeter view: shows the tool's input while the tool runs, then its result (or that the call
// was cancelled), and greets again through the server tool when the button is clicked. It follows the host's theme and fonts,
// and counts the greetings made again in view state, which survives the host reloading the view.
import { App, createViewState, syncHostStyles, type CallToolResult } from "mcp-view";
import type { greet } from "./tools.js";

/** Mounts the greeter into `root` and connects to the host. */
export function mountGreeter(root: HTMLElement): App {
  const app = new App({ name: "greeter", version: "1.0.0" });
  syncHostStyles(app);
  root.innerHTML = `<h1>Waiting for the tool…</h1><p class="count"></p><p class="again"></p><button disabled>Greet again</button><p role="alert"></p>`;
  const [title, count, again, button, alert] = [
    root.querySelector("h1")!,
    root.querySelector(".count")!,
    root.querySelector(".again")!,
    root.querySelector("button")!,
    root.querySelector("[role=alert]")!,
  ];
  let name = "";
  const greetedAgain = createViewState<number>(app); // kept by the server's view-state tools, else localStorage
  const showGreetedAgain = () => void (again.textContent = `Greeted again here: ${greetedAgain.get() ?? 0}`);
  greetedAgain.subscribe(showGreetedAgain);
  showGreetedAgain();

  const show = (result: CallToolResult) => {
    if (result.isError || !result.structuredContent) return void (alert.textContent = "The greeting failed");
    const { greeting, count: n } = result.structuredContent as { greeting: string; count: number };
    [title.textContent, count.textContent, alert.textContent] = [greeting, `Greeting #${n}`, ""];
    button.disabled = false;
  };

  app.ontoolinput = ({ arguments: args }) => {
    name = String(args?.name ?? "");
    title.textContent = `Greeting ${name}…`;
  };
  app.ontoolresult = show;
  app.ontoolcancelled = () => void (title.textContent = "The tool was cancelled");
  button.addEventListener("click", async () => {
    button.disabled = true;
    void greetedAgain.set((n = 0) => n + 1);
    try {
      const result = await app.callServerTool<typeof greet>({ name: "greet", arguments: { name } });
      show(result);
    } catch (error) {
      alert.textContent = `Could not greet again: ${(error as Error).message}`;
      button.disabled = false;
    }
  });
  void app.connect();
  return app;
}
