// The view's entry, loaded by index.html.
import { createApp } from "vue";
import Greeter from "./Greeter.vue";

createApp(Greeter).mount("#app");
