import { describe, expect, it } from 'vitest';
import { JsonReadError, OversizedText, readJsonBytes, readJsonStream, type JsonBounds } from './bounded-json.ts';
import { JsonLimits } from './limits.ts';

const small = { ...JsonLimits, maxDepth: 4, maxValues: 10, maxTextLength: 8, maxPictureTextLength: 20 };
const read = (text: string, limits: JsonBounds = small) => readJsonBytes(Buffer.from(text), limits);
const refusal = (text: string, limits: JsonBounds = small) => {
  try {
    read(text, limits);
  } catch (err) {
    if (err instanceof JsonReadError) return { code: err.code, message: err.message };
    throw err;
  }
  return null;
};

describe('the bounded JSON reader', () => {
  it('reads JSON as JSON.parse does', () => {
    const text = '\uFEFF{"a": [1, 2.5, -3e2, "x\\u00e9\\n", true, false, null], "b": {"c": {}}, "d": []}';
    expect(readJsonBytes(Buffer.from(text))).toEqual(JSON.parse(text.slice(1)));
  });

  it('keeps a text past its limit as its length only, and a picture key has its own limit', () => {
    const value = read('{"name": "123456789", "photo_data": "123456789012", "ok": "12345678"}') as Record<
      string,
      unknown
    >;
    expect(value.name).toEqual(new OversizedText(9));
    expect(value.photo_data).toBe('123456789012');
    expect(value.ok).toBe('12345678');
  });

  it('refuses nesting past the depth, more values than allowed, and keys or numbers too long', () => {
    expect(refusal('[[[[1]]]]')).toBeNull();
    expect(refusal('[[[[[1]]]]]')).toEqual({ code: 'JSON_TOO_DEEP', message: 'it nests JSON more than 4 levels deep' });
    // A million levels stop at the limit, before the rest is even tokenized.
    expect(refusal('['.repeat(1_000_000) + ']'.repeat(1_000_000), JsonLimits)?.code).toBe('JSON_TOO_DEEP');
    expect(refusal('[1,2,3,4,5,6,7,8,9]')).toBeNull();
    expect(refusal('[1,2,3,4,5,6,7,8,9,10]')?.code).toBe('JSON_TOO_MANY_VALUES');
    const long = { ...JsonLimits, maxTokenLength: 16 };
    // Checked once per step of 64 KiB: a long key or number stops within that step.
    expect(refusal(`{"${'k'.repeat(70_000)}": 1}`, long)?.code).toBe('JSON_TOKEN_TOO_LONG');
    expect(refusal(`[${'1'.repeat(70_000)}]`, long)?.code).toBe('JSON_TOKEN_TOO_LONG');
  });

  it('says where broken JSON breaks, and refuses bytes that are not UTF-8', () => {
    expect(refusal('[1,]')).toMatchObject({
      code: 'JSON_INVALID',
      message: expect.stringMatching(/^it is not valid JSON \(.+\)$/),
    });
    expect(refusal('{"a": ')?.code).toBe('JSON_INVALID');
    expect(refusal('[1] [2]')?.code).toBe('JSON_INVALID');
    expect(() => readJsonBytes(Buffer.from([0x5b, 0xff, 0x5d]))).toThrow(/not UTF-8/);
  });

  it('keeps "__proto__" as a plain field, never as a prototype', () => {
    const value = read('{"__proto__": {"polluted": 1}}', JsonLimits) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect((value as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('reads a stream cut anywhere, even inside a character of several bytes', async () => {
    const text = '{"name": "Käsespätzle 🧀", "n": 12345}';
    const bytes = Buffer.from(text);
    async function* oneByOne() {
      for (const b of bytes) yield Buffer.from([b]);
    }
    expect(await readJsonStream(oneByOne())).toEqual(JSON.parse(text));
  });
});
