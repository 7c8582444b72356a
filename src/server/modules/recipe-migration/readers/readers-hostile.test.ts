import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/factories.ts';
import { recipesOf as recipes, uploadReader } from './read-upload.test-support.ts';

const readAll = uploadReader();

describe('migration readers on hostile files', () => {
  it('refuses random bytes, too many entries, a bomb entry and deep nesting with reasons', async () => {
    await expect(readAll(Buffer.from([0x00, 0x13, 0x37, 0xff, 0x42]))).rejects.toThrow(/no export this server reads/);
    await expect(readAll(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 7)]))).rejects.toThrow(
      /truncated/,
    );
    const many = await zipOf(
      Array.from({ length: 10_001 }, (_, i) => [`r${i}.cook`, '@a'] as [string, string]),
      true,
    );
    await expect(readAll(many)).rejects.toThrow(/10,000/);
    const bomb = await zipOf([['recipes/x/x.json', Buffer.alloc(60 * 1024 * 1024, 32)]]);
    const bombed = await readAll(bomb);
    expect(bombed.items[0]).toMatchObject({ failure: expect.stringContaining('zip bomb') });
    let nested = await zipOf([['r.cook', '@a']]);
    for (let i = 0; i < 4; i++) nested = await zipOf([[`level${i}.zip`, nested]]);
    await expect(readAll(nested)).rejects.toThrow(/nests archives more than (2|two) levels/);
  });

  it('stops a file that inflates past 2 GiB in all, counting across entries', async () => {
    const zip = await zipOf([
      ['recipes/a/a.json', JSON.stringify({ slug: 'a', name: 'A', recipe_ingredient: [{ note: 'x' }] })],
    ]);
    // As if 2 GiB less a few bytes had been inflated already by earlier entries.
    await expect(readAll(zip, 'big.zip', 2 * 1024 * 1024 * 1024 - 10)).rejects.toThrow(/inflates past 2048 MiB in all/);
  });

  it('says where the JSON breaks in a gzip of broken JSON, and in plain broken JSON', async () => {
    const { gzipSync } = await import('node:zlib');
    await expect(readAll(gzipSync('{"name": "Rolls", "ingredients": '))).rejects.toThrow(
      /^The file is not valid JSON, so no recipe in it can be read \(.+\)\.$/,
    );
    await expect(readAll(Buffer.from('[{"@type": "Recipe",]'))).rejects.toThrow(/not valid JSON/);
    await expect(readAll(Buffer.from('just some words'))).rejects.toThrow(/no export this server reads/);
  });

  it('fails entries named with .. or backslashes and symbolic links, and reads the rest', async () => {
    const good = JSON.stringify({ slug: 'ok', name: 'Ok', recipe_ingredient: [{ note: 'x' }] });
    const zip = await zipOf([
      ['recipes/ok/ok.json', good],
      ['recipes/zz/zz.json', good],
      ['recipes/qq/qq.json', good],
    ]);
    // Same-length renames in the raw bytes: the names yazl would refuse to write.
    const hostile = Buffer.from(
      zip
        .toString('latin1')
        .replaceAll('recipes/zz/zz.json', 'recipes/../zz.json')
        .replaceAll('recipes/qq/qq.json', 'recipes\\qq\\qq.json'),
      'latin1',
    );
    const { items, bad } = await readAll(hostile);
    expect(recipes(items).map((r) => r.name)).toEqual(['Ok']);
    expect(bad.map((b) => b.reason)).toEqual([expect.stringMatching(/climbs out/), expect.stringMatching(/backslash/)]);
    const { ZipFile } = await import('yazl');
    const z = new ZipFile();
    z.addBuffer(Buffer.from(good), 'recipes/ok/ok.json');
    z.addBuffer(Buffer.from('/etc/passwd'), 'recipes/ln/ln.json', { mode: 0o120777 });
    z.end();
    const chunks: Buffer[] = [];
    for await (const c of z.outputStream as AsyncIterable<Buffer>) chunks.push(c);
    const linked = await readAll(Buffer.concat(chunks));
    expect(linked.bad).toEqual([{ name: 'recipes/ln/ln.json', reason: expect.stringMatching(/symbolic link/) }]);
    expect(recipes(linked.items).map((r) => r.name)).toEqual(['Ok']);
  });
});
