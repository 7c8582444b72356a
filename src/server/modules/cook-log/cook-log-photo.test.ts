import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookLog } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { joinHousehold } from '../../test/factories.ts';
import { cookCalls } from './cook-log-test-support.ts';

describe('PUT /api/cooklog/{id}/photo', () => {
  let t: TestApp;
  let calls: ReturnType<typeof cookCalls>;
  let cook: TestUser;
  let member: TestUser;
  let entryId: number;

  const photoOf = async () =>
    (await t.db.select({ photo: cookLog.photo }).from(cookLog).where(eq(cookLog.id, entryId)))[0]!.photo;
  const put = (who: TestUser, body: Buffer, type: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/cooklog/${entryId}/photo`,
      headers: { ...who.auth, 'content-type': type },
      payload: body,
    });

  beforeAll(async () => {
    t = await createTestApp();
    calls = cookCalls(t.app);
    cook = await createUser(t.app);
    member = await createUser(t.app);
    await joinHousehold(t.app, cook, member);
    const recipe = await createRecipe(t.db);
    entryId = (await calls.cooked(cook, recipe, { deduct: false })).json().entry.id;
  });
  afterAll(() => t.close());

  it('keeps a JPEG re-encoded without its EXIF, served same-origin', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Home kitchen', ImageDescription: '51.5N 0.1W' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await put(cook, jpeg, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const photo = res.json().photo as string;
    expect(photo).toMatch(/^\/images\/imported\/[0-9a-f]{64}\.jpg$/);
    expect(await photoOf()).toBe(photo);

    const served = await t.app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 20 });
    expect(meta.exif).toBeUndefined();
  });

  it('is 415 for another type, 413 over 5 MiB, 403 for another member, and keeps the photo', async () => {
    const before = await photoOf();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await put(cook, png, 'image/gif')).statusCode).toBe(415);
    expect((await put(cook, Buffer.from('not a picture'), 'text/plain')).statusCode).toBe(415);
    expect((await put(cook, Buffer.from('not a picture'), 'image/png')).statusCode).toBe(415);
    expect((await put(cook, Buffer.alloc(5 * 1024 * 1024 + 1), 'image/jpeg')).statusCode).toBe(413);
    expect((await put(member, png, 'image/png')).statusCode).toBe(403);
    expect(await photoOf()).toBe(before);

    const ok = await put(cook, png, 'image/png');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().photo).toMatch(/\.png$/);
  });
});
