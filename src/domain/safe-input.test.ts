import { describe, expect, it } from 'vitest';
import { findUnsafeInput, unsafeTextReason } from './safe-input.ts';

describe('unsafeTextReason', () => {
  it('accepts ordinary text, emoji and accents', () => {
    for (const text of ['', 'Crème brûlée', 'Tacos 🌮', '\uD83C\uDF2E', 'tab\tnew\nline'])
      expect(unsafeTextReason(text), text).toBeUndefined();
  });
  it('refuses NUL and lone surrogates wherever they are', () => {
    for (const text of ['\u0000', 'a\u0000b', '\uD800', 'x\uDBFFy', '\uDC00', 'a\uDFFF', '\uDC00\uD800'])
      expect(unsafeTextReason(text), JSON.stringify(text)).toEqual(expect.any(String));
  });
});

describe('findUnsafeInput', () => {
  it('names the path of the first bad string, deep in arrays and objects', () => {
    const body = { recipeDetails: { name: 'ok' }, ingredients: [{ name: 'salt' }, { measurement: 'c\u0000p' }] };
    expect(findUnsafeInput(body)?.path).toEqual(['ingredients', 1, 'measurement']);
  });
  it('refuses prototype keys and bad keys', () => {
    expect(findUnsafeInput(JSON.parse('{"a":{"__proto__":{"x":1}}}'))).toEqual({
      path: ['a'],
      reason: 'has a field named "__proto__", which is not accepted',
    });
    expect(findUnsafeInput({ constructor: { prototype: {} } })?.path).toEqual([]);
    expect(findUnsafeInput({ b: { ['k\u0000']: 1 } })?.path).toEqual(['b']);
  });
  it('refuses nesting deeper than any schema has', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findUnsafeInput(deep)?.reason).toMatch(/nested/);
  });
  it('passes numbers, booleans, null and clean objects', () => {
    expect(findUnsafeInput({ a: 1, b: [true, null, 'x'], c: { d: 'y' } })).toBeUndefined();
  });
});
