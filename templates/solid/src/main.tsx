// The view's entry, loaded by index.html.
import { render } from "solid-js/web";
import { Greeter } from "./Greeter.js";

render(() => <Greeter />, document.getElementById("app")!);
