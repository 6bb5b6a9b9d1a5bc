// The view's entry, loaded by index.html.
import { createRoot } from "react-dom/client";
import { Greeter } from "./Greeter.js";

createRoot(document.getElementById("app")!).render(<Greeter />);
