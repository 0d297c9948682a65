"use strict";
// React's edge server renderer without the legacy one: react-dom/server.edge also requires
// react-dom-server-legacy.browser (renderToString, renderToStaticMarkup), which the Worker
// never calls but, being CommonJS, esbuild cannot leave out. wrangler.toml aliases
// react-dom/server.edge to this file (docs/architecture.md, "The Worker bundle"). The cjs
// folder is not in react-dom's exports, hence the path.
if (process.env.NODE_ENV === "production") {
  module.exports = require("../../node_modules/react-dom/cjs/react-dom-server.edge.production.js");
} else {
  module.exports = require("../../node_modules/react-dom/cjs/react-dom-server.edge.development.js");
}
