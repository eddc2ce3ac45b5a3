// @ts-check
// The CSS module extract-styles-loader.cjs asks for: the rules carried in this loader's options
// (not the file it names, the styles' own module), in the
// form mini-css-extract-plugin reads ([module id, css, media]).
/** @this {import('webpack').LoaderContext<{}>} */
module.exports = function extractedCssLoader() {
  const css = new URLSearchParams(this.query.slice(1)).get('css') ?? '';
  return `module.exports = [[module.id, ${JSON.stringify(css)}, '']];\n`;
};
