import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDisposition } from './downloads.ts';
import { S3FileStorage } from './s3-storage.ts';
import { assertStorageKey, type FileStorage, LocalFileStorage } from './storage.ts';
import { storageFromEnv } from './storage-from-env.ts';
import { sanitizeFileName } from './uploads.ts';

const root = mkdtempSync(join(tmpdir(), 'wl-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('LocalFileStorage', () => {
  const storage: FileStorage = new LocalFileStorage(root);

  it('puts, gets and deletes objects by key', async () => {
    await storage.put('tenant-a/0001', Buffer.from('hello'), 'text/plain');
    expect((await storage.get('tenant-a/0001'))?.toString()).toBe('hello');
    await storage.put('tenant-a/0001', Buffer.from('again'), 'text/plain');
    expect((await storage.get('tenant-a/0001'))?.toString()).toBe('again');
    await storage.delete('tenant-a/0001');
    expect(await storage.get('tenant-a/0001')).toBeNull();
    // Deleting what is gone is not an error.
    await storage.delete('tenant-a/0001');
  });

  it('answers null for a key it does not have', async () => {
    expect(await storage.get('tenant-a/missing')).toBeNull();
  });

  it.each([
    '../escape',
    'tenant/../../etc/passwd',
    '/absolute',
    'tenant//double',
    'tenant/./dot',
    '.hidden',
    'with space',
    'tenant\\windows',
    '',
  ])('refuses the key %j', async (key) => {
    expect(() => assertStorageKey(key)).toThrow(/Invalid storage key/);
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
  });
});

describe('storageFromEnv', () => {
  it('is a local directory by default', () => {
    expect(storageFromEnv({}).kind).toBe('local');
    expect(storageFromEnv({ STORAGE_DRIVER: 'local', STORAGE_DIR: root }).kind).toBe('local');
  });

  it('is S3 when asked, with every S3 variable', () => {
    const storage = storageFromEnv({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://s3.example.test',
      S3_BUCKET: 'wl-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(storage).toBeInstanceOf(S3FileStorage);
    expect((storage as S3FileStorage).objectUrl('t/k')).toBe('https://s3.example.test/wl-files/t/k');
  });

  it('names the missing S3 variables', () => {
    expect(() => storageFromEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'wl-files' })).toThrow(
      'STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });

  it('refuses an unknown driver', () => {
    expect(() => storageFromEnv({ STORAGE_DRIVER: 'ftp' })).toThrow(/"local" or "s3"/);
  });
});

describe('contentDisposition', () => {
  it.each([
    ['plain.pdf', `attachment; filename="plain.pdf"; filename*=UTF-8''plain.pdf`],
    ['Tabela opłat.pdf', `attachment; filename="Tabela oplat.pdf"; filename*=UTF-8''Tabela%20op%C5%82at.pdf`],
    [
      'Zażółć gęślą.pdf',
      `attachment; filename="Zazolc gesla.pdf"; filename*=UTF-8''Za%C5%BC%C3%B3%C5%82%C4%87%20g%C4%99%C5%9Bl%C4%85.pdf`,
    ],
    ['a"b\\c\'d.pdf', `attachment; filename="a_b_c'd.pdf"; filename*=UTF-8''a%22b%5Cc%27d.pdf`],
    ['報告.pdf', `attachment; filename="__.pdf"; filename*=UTF-8''%E5%A0%B1%E5%91%8A.pdf`],
  ])('names %j safely for every browser', (name, header) => {
    expect(contentDisposition(name)).toBe(header);
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['Potwierdzenie wpłaty.pdf', 'Potwierdzenie wpłaty.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\jan\\skan.pdf', 'skan.pdf'],
    ['  .hidden.pdf  ', 'hidden.pdf'],
    ['bad\u0000na\u001fme\u007f.pdf', 'badname.pdf'],
    ['evil\u202egnp.pdf', 'evilgnp.pdf'],
    ['a<b>c:d|e?f*g".pdf', 'abcdefg.pdf'],
    ['', 'file'],
    [undefined, 'file'],
    ['../', 'file'],
    ['...', 'file'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('cuts long names to 255 characters, keeping the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(400)}.pdf`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
