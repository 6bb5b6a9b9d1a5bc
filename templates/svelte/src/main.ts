// The view's entry, loaded by index.html.
import { mount } from "svelte";
import Greeter from "./Greeter.svelte";

mount(Greeter, { target: document.getElementById("app")! });
