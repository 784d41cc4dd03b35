// The build step that gives each language its own client (docs/languages.md): a TypeScript transformer,
// run by ts-loader (webpack) and ts-jest alike, that replaces every `i18n._({ id, message, values })`
// with that message's words in the build's language, from the compiled Lingui catalogue. Plain words
// become a string; placeholders a template literal of the `values` expressions; plurals and selects a
// call to the small helpers of src/client/i18n/i18n.ts. A call it cannot read stops the build.
import ts from 'typescript';
import type { Language } from '../src/i18n/languages';

/** A compiled ICU message as `lingui compile` writes it: 'Show More', or ['Add ', ['title'], ' to favourites']. */
type Token = string | [string] | [string, string, Record<string, CompiledMessage>?] | [string, string, string];
export type CompiledMessage = string | Token[];
export type CompiledMessages = Readonly<Record<string, CompiledMessage>>;

/** The words of each language's compiled client catalogue (src/client/i18n/catalogs). */
export function clientMessages(language: Language): CompiledMessages {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- read when a build starts, by tsx
  return (require(`../src/client/i18n/catalogs/${language}.ts`) as { messages: CompiledMessages }).messages;
}

/** A message without placeholders as plain words (index.html's, src/client/i18n/pageTexts.ts). */
export function pageWords(language: Language, id: string): string {
  const message = clientMessages(language)[id];
  const tokens = typeof message === 'string' ? [message] : message;
  if (!tokens?.every((token) => typeof token === 'string'))
    throw new Error(`${id} is no message of plain words in the ${language} catalogue`);
  return tokens.join('');
}

interface Descriptor {
  id: string;
  values: Map<string, ts.Expression>;
}

class MessageCallError extends Error {}

const textOf = (node: ts.Expression | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** `i18n._(…)`, the call Lingui's extractor reads. */
const isMessageCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === 'i18n' &&
  node.expression.name.text === '_';

function descriptorOf(call: ts.CallExpression): Descriptor {
  const [argument] = call.arguments;
  if (call.arguments.length !== 1 || !argument || !ts.isObjectLiteralExpression(argument))
    throw new MessageCallError('i18n._ takes one object literal, { id, message, values }');
  let id: string | undefined;
  const values = new Map<string, ts.Expression>();
  for (const property of argument.properties) {
    const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
    if (name === 'values' && ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer)) {
      for (const value of property.initializer.properties) {
        if (ts.isShorthandPropertyAssignment(value)) values.set(value.name.text, value.name);
        else if (ts.isPropertyAssignment(value) && ts.isIdentifier(value.name))
          values.set(value.name.text, value.initializer);
        else throw new MessageCallError('values are written { name } or { name: expression }');
      }
    } else if (name === 'id') id = ts.isPropertyAssignment(property) ? textOf(property.initializer) : undefined;
    else if (name !== 'message') throw new MessageCallError(`unexpected ${name ?? 'property'} in a message`);
  }
  if (!id) throw new MessageCallError('a message needs an id written as a string literal');
  return { id, values };
}

/** Words and expressions side by side: one string literal, or a template literal when any is an expression. */
function joined(parts: readonly (string | ts.Expression)[]): ts.Expression {
  const merged: (string | ts.Expression)[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (typeof part === 'string' && typeof last === 'string') merged[merged.length - 1] = last + part;
    else merged.push(part);
  }
  if (merged.every((part) => typeof part === 'string')) return ts.factory.createStringLiteral(merged.join(''));
  const head = typeof merged[0] === 'string' ? (merged.shift() as string) : '';
  const spans: ts.TemplateSpan[] = [];
  while (merged.length > 0) {
    const expression = merged.shift() as ts.Expression;
    const text = typeof merged[0] === 'string' ? (merged.shift() as string) : '';
    spans.push(
      ts.factory.createTemplateSpan(
        expression,
        merged.length > 0 ? ts.factory.createTemplateMiddle(text) : ts.factory.createTemplateTail(text),
      ),
    );
  }
  return ts.factory.createTemplateExpression(ts.factory.createTemplateHead(head), spans);
}

/** The expression that writes `message` in `language`, with `helpers` (the `i18n` namespace) for counts. */
function wordsOf(
  message: CompiledMessage,
  language: Language,
  valueOf: (name: string) => ts.Expression,
  helpers: ts.Expression,
  pluralCount?: ts.Expression,
): ts.Expression {
  const helper = (name: string, ...args: ts.Expression[]) =>
    ts.factory.createCallExpression(ts.factory.createPropertyAccessExpression(helpers, name), undefined, args);
  const forms = (cases: Record<string, CompiledMessage | number | undefined>, count?: ts.Expression) =>
    ts.factory.createObjectLiteralExpression(
      Object.entries(cases)
        .flatMap(([key, form]) => {
          if (key !== 'offset') return [[key, form as CompiledMessage] as const];
          if (form === undefined) return [];
          throw new MessageCallError('a plural with an offset is not a form the client build writes');
        })
        .map(([key, form]) =>
          ts.factory.createPropertyAssignment(
            ts.factory.createStringLiteral(key),
            wordsOf(form, language, valueOf, helpers, count),
          ),
        ),
    );
  const languageLiteral = ts.factory.createStringLiteral(language);
  const tokens = typeof message === 'string' ? [message] : message;
  return joined(
    tokens.map((token) => {
      if (typeof token === 'string')
        return token === '#' && pluralCount ? helper('count', languageLiteral, pluralCount) : token;
      const [name, kind, cases] = token;
      const value = valueOf(name);
      if (kind === undefined) return value;
      if (kind === 'number' && cases === undefined) return helper('count', languageLiteral, value);
      if (kind === 'plural' && typeof cases === 'object')
        return helper('plural', languageLiteral, value, forms(cases, value));
      if (kind === 'select' && typeof cases === 'object') return helper('select', value, forms(cases));
      throw new MessageCallError(`{${name}, ${kind}} is not a form the client build writes (plural, select, number)`);
    }),
  );
}

/** The transformer for one language's build; `messages` is its compiled client catalogue. */
export function inlineMessages(language: Language, messages: CompiledMessages): ts.TransformerFactory<ts.SourceFile> {
  return (context) => (sourceFile) => {
    const visit = (node: ts.Node): ts.Node => {
      if (!isMessageCall(node)) return ts.visitEachChild(node, visit, context);
      const where = () => {
        const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
        return `${sourceFile.fileName}:${line + 1}:${character + 1}`;
      };
      try {
        const { id, values } = descriptorOf(node);
        const message = messages[id];
        if (message === undefined)
          throw new MessageCallError(
            `${id} has no ${language} words: npm run i18n:extract, translate, npm run i18n:compile`,
          );
        const valueOf = (name: string) => {
          const value = values.get(name);
          if (!value) throw new MessageCallError(`${id} names {${name}}, which its values do not give`);
          return ts.visitNode(value, visit, ts.isExpression);
        };
        const helpers = (node.expression as ts.PropertyAccessExpression).expression;
        return wordsOf(message, language, valueOf, helpers);
      } catch (error) {
        if (error instanceof MessageCallError) throw new Error(`${where()}: ${error.message}`);
        throw error;
      }
    };
    return ts.visitNode(sourceFile, visit, ts.isSourceFile);
  };
}
