// The view's entry, loaded by index.html.
import { mountGreeter } from "./greeter.js";

mountGreeter(document.getElementById("app")!);
