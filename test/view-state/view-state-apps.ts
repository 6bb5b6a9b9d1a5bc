// The Apps of the view-state tests: each made with `viewState` options, its errors recorded, all closed
// and localStorage emptied around every test.
import { afterEach, beforeEach } from "vitest";
import { App, type AppError, type AppOptions } from "../../src/index.js";

/** Registers the hooks; `make()` creates an App named "view" (auto-resize off), `errors` holds what its onerror saw. */
export function viewStateApps(): { make(viewState?: AppOptions["viewState"]): App; readonly errors: AppError[] } {
  let apps: App[] = [];
  const errors: AppError[] = [];
  beforeEach(() => {
    errors.length = 0;
    localStorage.clear();
  });
  afterEach(async () => {
    for (const app of apps) await app.close();
    apps = [];
  });
  return {
    errors,
    make(viewState) {
      const app = new App({ name: "view", version: "1.0.0" }, {}, { autoResize: false, viewState });
      app.onerror = (error) => void errors.push(error);
      apps.push(app);
      return app;
    },
  };
}
