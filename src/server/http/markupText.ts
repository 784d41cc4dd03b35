// Product texts come from a catalogue file: nothing in them may end an attribute, an element or a <script>.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
