// Every composable that holds something (an App, a subscription, a pending call) releases it when
// its effect scope ends; without one it could never release, so it says so instead.
import { getCurrentScope, onScopeDispose } from "vue";
import { AppError } from "../index.js";

/** Runs `cleanup` when the current effect scope ends; throws `NOT_SUPPORTED` outside one. */
export function onDispose(name: string, cleanup: () => void): void {
  if (!getCurrentScope())
    throw new AppError(
      "NOT_SUPPORTED",
      `${name} must be called in a component's setup or inside effectScope().run(), so that it can clean up`,
    );
  onScopeDispose(cleanup);
}
