// The view's entry, loaded by index.html.
import { render } from "preact";
import { Greeter } from "./Greeter.js";

render(<Greeter />, document.getElementById("app")!);
