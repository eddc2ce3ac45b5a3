// @ts-check
// A webpack loader for react-router's production build: what the portal does not use can then
// leave the bundle. Its components are made at the module's top level by calls a minifier must
// keep (`var Link = React10.forwardRef(...)`, with no `/* @__PURE__ */` mark) and then named
// (`Link.displayName = "Link"`, a property write that keeps them alive too), so every app
// shipped all of them, and what they reach: the framework mode's prefetching and route
// discovery, `<Form>`, `<NavLink>`, `<ScrollRestoration>`. This marks those calls pure and drops
// the names (React's development tools are the only reader of `displayName`).
const MADE_AT_TOP_LEVEL =
  /^((?:var|const|let) \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const NAMED_AT_TOP_LEVEL = /^\w+\.displayName = "[^"\n]*";$/gm;

/** @param {string} source */
function markReactRouterPure(source) {
  return source.replace(MADE_AT_TOP_LEVEL, '$1/* @__PURE__ */ $2').replace(NAMED_AT_TOP_LEVEL, '');
}

/** @this {unknown} @param {string} source */
module.exports = function reactRouterPure(source) {
  return markReactRouterPure(source);
};
module.exports.markReactRouterPure = markReactRouterPure;
