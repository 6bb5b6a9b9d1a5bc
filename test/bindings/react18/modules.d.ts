// Types of the React 18 modules served by plugin.ts: React 19's, which the hooks are written against.
declare module "react18" {
  import React = require("react");
  export = React;
}
declare module "react-dom18/client" {
  import Client = require("react-dom/client");
  export = Client;
}
