import { describe, expect, it } from 'vitest';
import { CreatePantryItemInputSchema, PatchPantryItemInputSchema } from './pantry.ts';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('pantry input schemas', () => {
  it('reads units as the list does: canonical, and a count as null', () => {
    const read = (unit: string | null) => CreatePantryItemInputSchema.parse({ name: 'x', qty: 1, unit }).unit;
    expect([read('g'), read('Tbsp.'), read('litres'), read('Jars'), read('whole'), read(''), read(null)]).toEqual([
      'gram',
      'tablespoon',
      'liter',
      'jar',
      null,
      null,
      null,
    ]);
  });

  it('takes exactly one of name and text, and no amount beside text', () => {
    expect(fieldsOf(CreatePantryItemInputSchema.safeParse({ name: 'a', text: '1 kg a' }))).toEqual(['name']);
    expect(fieldsOf(CreatePantryItemInputSchema.safeParse({}))).toEqual(['name']);
    expect(fieldsOf(CreatePantryItemInputSchema.safeParse({ text: '1 kg a', qty: 2 }))).toEqual(['qty']);
    expect(CreatePantryItemInputSchema.parse({ text: ' 1 kg a ' })).toEqual({ text: '1 kg a', staple: false });
  });

  it('refuses impossible dates and amounts out of range, naming the field', () => {
    for (const bestBefore of ['2026-02-30', '2026-2-3', '1999-12-31'])
      expect(fieldsOf(PatchPantryItemInputSchema.safeParse({ bestBefore }))).toEqual(['bestBefore']);
    for (const qty of [-0.001, 1_000_000.5, '3', Number.NaN])
      expect(fieldsOf(PatchPantryItemInputSchema.safeParse({ qty }))).toEqual(['qty']);
    expect(PatchPantryItemInputSchema.parse({ qty: 0, bestBefore: null })).toEqual({ qty: 0, bestBefore: null });
  });
});
