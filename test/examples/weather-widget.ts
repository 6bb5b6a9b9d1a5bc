// A small widget, written the way it ships: it connects to its host with no arguments, renders the
// tool result, and refreshes through a server tool. The test next to it drives it with the test kit.
import { App, type CallToolResult } from "mcp-view";

interface Weather {
  city: string;
  celsius: number;
}

/** Mounts the weather card into `root` and connects to the host. */
export function mountWeather(root: HTMLElement): App {
  const app = new App({ name: "weather", version: "1.0.0" });
  root.innerHTML = `<h1>Loading…</h1><button disabled>Refresh</button><p role="alert"></p>`;
  const [title, button, alert] = [root.querySelector("h1")!, root.querySelector("button")!, root.querySelector("p")!];
  let city = "";

  const render = (result: CallToolResult) => {
    const weather = result.structuredContent as Weather | undefined;
    if (result.isError || !weather) return void (alert.textContent = "No weather data");
    city = weather.city;
    title.textContent = `${weather.city}: ${weather.celsius} °C`;
    alert.textContent = "";
    button.disabled = false;
  };

  app.ontoolresult = render;
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      render(await app.callServerTool({ name: "get_weather", arguments: { city } }));
    } catch (error) {
      alert.textContent = `Refresh failed: ${(error as Error).message}`;
      button.disabled = false;
    }
  });
  void app.connect();
  return app;
}
