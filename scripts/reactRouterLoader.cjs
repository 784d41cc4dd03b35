// A webpack loader for React Router's production build (the client build only): lets webpack and
// Terser drop the components the shop never renders. That file declares them as
// `var Form = React10.forwardRef(…)` followed by `Form.displayName = "Form"`: a call with no
// /* @__PURE__ */ mark and a property write, so both count as side effects and every component
// stays in the bundle, used or not, with all it reaches (forms, submissions, prefetch links, route
// discovery: the data and framework modes). Marking the component and context constructors pure and
// dropping the `displayName` writes (read only by React DevTools and development warnings) leaves
// only what the shop imports. The shop's own links (components/AppLink.tsx) replace `Link` and
// `NavLink`, which would otherwise bring the prefetching along.
// Fails the build when the file no longer looks like this, so an upgrade of React Router is
// noticed here rather than as a heavier first load.
const CONSTRUCTOR = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** @this {{ resourcePath: string }} */
module.exports = function reactRouterLoader(source) {
  const constructors = source.match(CONSTRUCTOR)?.length ?? 0;
  const displayNames = source.match(DISPLAY_NAME)?.length ?? 0;
  if (constructors === 0 || displayNames === 0)
    throw new Error(
      `${this.resourcePath}: no component declarations of the expected shape (${constructors} constructors, ` +
        `${displayNames} displayName writes); see scripts/reactRouterLoader.cjs`,
    );
  return source.replace(CONSTRUCTOR, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
};
