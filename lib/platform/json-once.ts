// An answer serialized once: the JSON text of an object is kept beside it (by identity, never on
// it), so the event row, the stored answer of an Idempotency-Key and the response of one request
// reuse the same text instead of serializing the same object three times. The object must not
// change once its text was taken (createTransaction's answer is built, then only read).
const g = globalThis as unknown as { __colmeiaJsonTexts?: WeakMap<object, string> };
const texts = (g.__colmeiaJsonTexts ??= new WeakMap());

export function jsonOnce(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}
