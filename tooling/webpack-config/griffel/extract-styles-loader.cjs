// @ts-check
// Takes the CSS out of Griffel's compiled styles (Fluent's and the portal's own, after
// @griffel/webpack-loader): `__styles(classes, css)` becomes `__css(classes)` and the module
// imports its CSS as a module of its own (`<file>.griffel.css`), which mini-css-extract-plugin
// puts in the CSS file of the module's chunk. css-layers.mjs orders each file's rules.
const path = require('node:path');
// The extraction plugin's Babel pass (its package has no exports map; its plugin is not used:
// it puts every rule of an app in one file).
const { transformSync } = require('@griffel/webpack-extraction-plugin/src/transformSync');
const { generateCSSRules } = require('@griffel/webpack-extraction-plugin/src/generateCSSRules');

const EXTRACTED_CSS_LOADER = path.join(__dirname, 'extracted-css-loader.cjs');
const COMPILED_STYLES = /\b__(?:styles|resetStyles|staticStyles)\b/;

/**
 * @this {import('webpack').LoaderContext<{}>}
 * @param {string} source
 * @param {any} map
 */
module.exports = function extractStylesLoader(source, map) {
  if (!COMPILED_STYLES.test(source)) {
    this.callback(null, source, map);
    return;
  }
  const result = transformSync(source, {
    filename: path.relative(this.rootContext, this.resourcePath),
    enableSourceMaps: this.sourceMap || false,
    inputSourceMap: typeof map === 'string' ? JSON.parse(map) : (map ?? undefined),
  });
  const css = result.cssRulesByBucket ? generateCSSRules(result.cssRulesByBucket) : '';
  if (!css) {
    this.callback(null, result.code, result.sourceMap);
    return;
  }
  // The CSS travels in the request (its loader's options), so the module is whole whatever
  // webpack's cache kept; its resource is the styles' own module, which names its chunk.
  const options = `css=${encodeURIComponent(css).replace(/!/g, '%21')}`;
  const request = `${this.resourcePath}.griffel.css!=!${EXTRACTED_CSS_LOADER}?${options}!${this.resourcePath}`;
  this.callback(
    null,
    `${result.code}\nimport ${JSON.stringify(this.utils.contextify(this.context, request))};\n`,
    result.sourceMap,
  );
};
