// The client's test DOM (jsdom with Node's fetch), but resolving packages with the 'browser'
// condition like webpack does, so the tests run Firebase's browser build (its CommonJS copy):
// jest-fixed-jsdom alone would pick Firebase's ESM-only default entry, which Jest cannot load.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

module.exports = class AuthTestEnvironment extends FixedJSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    this.customExportConditions = ['browser'];
  }
};
