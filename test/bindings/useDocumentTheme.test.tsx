/** @jsxRuntime classic */
/** @jsx h */
// useDocumentTheme follows <html>'s theme (data-theme, else class="dark"), under each renderer.
import { afterEach, describe, expect, it } from "vitest";
import { flush, h, mount, RENDERERS, run, useRenderer, type Mounted } from "./renderers.js";

const html = document.documentElement;

describe.each(RENDERERS)("$name: useDocumentTheme", (renderer) => {
  useRenderer(renderer);
  const { useDocumentTheme } = renderer.hooks;
  let view: Mounted | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
    html.removeAttribute("data-theme");
    html.className = "";
  });

  it("re-renders when the document's theme changes", async () => {
    function Theme() {
      return <p>{useDocumentTheme()}</p>;
    }
    view = mount(<Theme />);
    expect(view.container.textContent).toBe("light");
    await run(() => html.setAttribute("data-theme", "dark"));
    await flush();
    expect(view.container.textContent).toBe("dark");
    await run(() => html.removeAttribute("data-theme"));
    await flush();
    expect(view.container.textContent).toBe("light");
    await run(() => html.classList.add("dark"));
    await flush();
    expect(view.container.textContent).toBe("dark");
  });
});
