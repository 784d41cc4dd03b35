// A route whose body the handler checks (by the import's rules, or a photo by its bytes): its schema
// only documents the body, so the problems are the handler's, in its own words.
export const bodyCheckedByHandler = () => (value: unknown) => ({ value });
