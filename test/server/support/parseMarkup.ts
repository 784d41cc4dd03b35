// Real parsers for what the server writes, instead of regular expressions: jsdom's (the one jest's
// browser-like environment runs on), whose XML parser refuses a document that is not well-formed.
import { JSDOM } from 'jsdom';

/** An XML document; throws when the text is not well-formed XML. */
export function parseXml(text: string): Document {
  return new JSDOM(text, { contentType: 'application/xml' }).window.document;
}

/** An HTML page as a browser reads it (no script runs). */
export function parseHtml(text: string): Document {
  return new JSDOM(text).window.document;
}

/**
 * The text of every element with this local name (e.g. every <loc> of a sitemap), in document order.
 * A walk of the tree: jsdom's live element collections take minutes over 50,000 elements.
 */
export function textsOf(document: Document, localName: string): string[] {
  const texts: string[] = [];
  const visit = (element: Element): void => {
    if (element.localName === localName) texts.push(element.textContent ?? '');
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) visit(child);
  };
  visit(document.documentElement);
  return texts;
}
