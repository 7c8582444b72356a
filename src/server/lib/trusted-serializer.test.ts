import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { trustedSerializerCompiler } from './trusted-serializer.ts';

const schema = z.object({ rows: z.array(z.object({ id: z.number().int(), name: z.string() })), count: z.number() });
const compile = (check: boolean) =>
  trustedSerializerCompiler(check)({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('trustedSerializerCompiler', () => {
  const good = { rows: [{ id: 1, name: 'Stew' }], count: 1 };

  it('writes the data as JSON.stringify does', () => {
    expect(compile(false)(good)).toBe(JSON.stringify(good));
    expect(compile(true)(good)).toBe(JSON.stringify(good));
  });

  it('when checking, rejects a field the schema lacks and a value of the wrong type', () => {
    const serialize = compile(true);
    expect(() => serialize({ rows: [{ id: 1, name: 'Stew', passwordHash: 'x' }], count: 1 })).toThrow(/fields/);
    expect(() => serialize({ rows: [{ id: '1', name: 'Stew' }], count: 1 })).toThrow(/does not match/);
  });
});
