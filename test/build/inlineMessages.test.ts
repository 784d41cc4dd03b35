// The build step that puts each language's words in place of the client's `i18n._(…)` calls
// (scripts/inlineMessages.ts): what the built code says in each language, run as the browser runs
// it, and the build stopping on a call it cannot read.
import ts from 'typescript';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import * as helpers from '@/client/i18n/i18n';
import { inlineMessages, type CompiledMessage, type CompiledMessages } from '../../scripts/inlineMessages';

const catalogue = (messages: Record<string, string>): CompiledMessages =>
  Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, compileMessage(message) as unknown as CompiledMessage]),
  );

const GERMAN = catalogue({
  'demo.plain': 'Mehr anzeigen',
  'demo.placeholder': '{title} zu den Favoriten hinzufügen',
  'demo.plural': '{count, plural, =0 {Keine Produkte} one {# Produkt} other {# Produkte}}',
  'demo.select': '{words, select, all {alle Wörter} other {ein Wort}}',
  'demo.quotes': "Preis für „{title}“: `{price}` $'{'x'}'",
});

/** The module's source built for `language`, then run with the real helpers as `i18n`. */
function built(
  source: string,
  messages: CompiledMessages = GERMAN,
): { code: string; exports: Record<string, unknown> } {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: 'src/client/demo.ts',
    transformers: { before: [inlineMessages('de', messages)] },
  });
  const exports: Record<string, unknown> = {};
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the built module, as a browser would
  const run = new Function('exports', 'require', outputText) as (exports: object, require: () => unknown) => void;
  run(exports, () => helpers);
  return { code: outputText, exports };
}

const IMPORT = "import * as i18n from '@/client/i18n/i18n';\n";

describe('a client build in German', () => {
  it('puts in plain words as a string, with no call left', () => {
    const { code, exports } = built(
      `${IMPORT}export const label = i18n._({ id: 'demo.plain', message: 'Show More' });`,
    );
    expect(exports.label).toBe('Mehr anzeigen');
    expect(code).not.toContain('i18n._');
    expect(code).not.toContain('Show More');
  });

  it('fills placeholders from the values, whatever expression gives them', () => {
    const { exports } = built(
      `${IMPORT}const product = { title: 'Sofa' };\n` +
        "export const label = i18n._({ id: 'demo.placeholder', message: 'Add {title} to favourites', values: { title: product.title } });",
    );
    expect(exports.label).toBe('Sofa zu den Favoriten hinzufügen');
  });

  it('keeps backticks, dollar signs and quotes of the words as text', () => {
    const { exports } = built(
      `${IMPORT}const title = 'Sofa'; const price = '9,99 €';\n` +
        "export const label = i18n._({ id: 'demo.quotes', message: 'x', values: { title, price } });",
    );
    expect(exports.label).toBe('Preis für „Sofa“: `9,99 €` ${x}');
  });

  it('chooses the plural form by the count, an exact one first, and writes the count the German way', () => {
    const { exports } = built(
      `${IMPORT}export const label = (count: number) => i18n._({ id: 'demo.plural', message: '{count, plural, one {# product} other {# products}}', values: { count } });`,
    );
    const label = exports.label as (count: number) => string;
    expect([0, 1, 2, 1234].map(label)).toEqual(['Keine Produkte', '1 Produkt', '2 Produkte', '1.234 Produkte']);
  });

  it('chooses a select form by the value, else its other', () => {
    const { exports } = built(
      `${IMPORT}export const label = (words: string) => i18n._({ id: 'demo.select', message: '{words, select, all {all words} other {a word}}', values: { words } });`,
    );
    const label = exports.label as (words: string) => string;
    expect([label('all'), label('any')]).toEqual(['alle Wörter', 'ein Wort']);
  });

  it('puts in a call inside another call’s values too', () => {
    const { exports } = built(
      `${IMPORT}export const label = i18n._({ id: 'demo.placeholder', message: 'Add {title} to favourites', values: { title: i18n._({ id: 'demo.plain', message: 'Show More' }) } });`,
    );
    expect(exports.label).toBe('Mehr anzeigen zu den Favoriten hinzufügen');
  });
});

describe('the build stops, naming the file and line', () => {
  it.each([
    [
      'a message the catalogue lacks',
      "i18n._({ id: 'demo.unknown', message: 'Hi' })",
      /demo\.ts:2:\d+: demo\.unknown has no de words/,
    ],
    [
      'an id that is not a literal',
      "const id = 'demo.plain';\ni18n._({ id, message: 'Hi' })",
      /demo\.ts:3:\d+: .*id written as a string literal/,
    ],
    [
      'a descriptor that is not an object literal',
      "const message = { id: 'demo.plain', message: 'Hi' };\ni18n._(message)",
      /one object literal/,
    ],
    [
      'a placeholder its values do not give',
      "i18n._({ id: 'demo.placeholder', message: 'Add {title}' })",
      /names \{title\}, which its values do not give/,
    ],
  ])('on %s', (_, call, error) => {
    expect(() => built(`${IMPORT}${call};`)).toThrow(error);
  });
});
