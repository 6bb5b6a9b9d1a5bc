// Runs before every test file (vitest.config.ts setupFiles): no test may write to the console.
import { guardConsole } from "./support/console.js";

guardConsole();
