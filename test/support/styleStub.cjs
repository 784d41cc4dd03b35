// A stylesheet in tests: nothing for a side-effect import, '' for a lazy screen's inline styles.
module.exports = { __esModule: true, default: '' };
