// Text written into HTML and XML by the server: product texts come from a catalogue file, so
// nothing in them may end an attribute, an element or a script block.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For element text and quoted attribute values, in HTML and XML alike. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** JSON inside a <script> element: every '<' becomes \u003c, so no text can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
