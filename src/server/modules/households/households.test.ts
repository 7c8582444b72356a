import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteHouseholdMember, insertHouseholdMember } from './repository.ts';
import { createHouseholdService } from './service.ts';

describe('households', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a user owns their own household until they join another, and again after leaving', async () => {
    const households = createHouseholdService(t.db);
    const owner = await createUser(t.app);
    const member = await createUser(t.app);
    expect(await households.ownerOf(member.id)).toBe(member.id);

    await insertHouseholdMember(t.db, member.id, owner.id);
    expect(await households.ownerOf(member.id)).toBe(owner.id);
    expect(await households.ownerOf(owner.id)).toBe(owner.id);
    expect(await households.usernames(owner.id)).toEqual([owner.username, member.username]);

    expect(await deleteHouseholdMember(t.db, member.id)).toBe(true);
    expect(await households.ownerOf(member.id)).toBe(member.id);
    expect(await households.usernames(owner.id)).toEqual([owner.username]);
    expect(await deleteHouseholdMember(t.db, member.id)).toBe(false);
  });

  it('refuses a user joining their own household', async () => {
    const user = await createUser(t.app);
    await expect(insertHouseholdMember(t.db, user.id, user.id)).rejects.toThrow();
  });
});
