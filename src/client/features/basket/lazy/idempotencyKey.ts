// One Idempotency-Key per checkout attempt: a retry or a double click of the same order sends the
// same key (the server answers the same order); a changed order is a new attempt with a new key.
export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  let current: { key: string; body: string } | undefined;
  return (body: unknown): string => {
    const text = JSON.stringify(body);
    if (current?.body !== text) current = { key: newKey(), body: text };
    return current.key;
  };
}
