// ts-jest's hook for scripts/inlineMessages.ts: the client tests run the English build's words.
// Only the client's files: the server's `i18n._` calls are Lingui's runtime, in the reader's language.
// The version (part of ts-jest's cache key) is the catalogue's hash, so changed words recompile.
require('tsx/cjs/api').register();
const { createHash } = require('node:crypto');
const { clientMessages, inlineMessages } = require('../../scripts/inlineMessages.ts');

const LANGUAGE = 'en';
const CLIENT_FILE = /[\\/]src[\\/]client[\\/]/;
const messages = clientMessages(LANGUAGE);

module.exports = {
  name: 'inline-messages',
  version: createHash('sha256').update(JSON.stringify(messages)).digest('hex').slice(0, 16),
  factory: () => {
    const inline = inlineMessages(LANGUAGE, messages);
    return (context) => {
      const transform = inline(context);
      return (sourceFile) => (CLIENT_FILE.test(sourceFile.fileName) ? transform(sourceFile) : sourceFile);
    };
  },
};
