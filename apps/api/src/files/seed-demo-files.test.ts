import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo, seedIds } from '@wl/db';
import { createTestDatabase, type TestDatabase } from '@wl/db/testing';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDocuments } from './seed-demo-files.ts';
import { LocalFileStorage } from './storage.ts';

const dir = mkdtempSync(join(tmpdir(), 'wl-seed-files-'));
const storage = new LocalFileStorage(dir);
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('seedDemoDocuments', () => {
  it('gives the demo tenant three real PDFs once, one of them the demo advisor’s', async () => {
    const { db } = database;
    expect(await seedDemoDocuments(db, storage)).toEqual({ created: 3 });
    expect(await seedDemoDocuments(db, storage)).toEqual({ created: 0 });

    const documents = await db.document.findMany({
      where: { tenantId: seedIds.demoTenant },
      include: { file: true },
      orderBy: { createdAt: 'asc' },
    });
    expect(documents.map((document) => document.file.fileName)).toEqual([
      'Regulamin oferty.pdf',
      'Tabela opłat.pdf',
      'Polityka prywatności.pdf',
    ]);
    expect(documents.map((document) => document.ownerAdvisorId)).toEqual([null, seedIds.advisors.demoAdvisor, null]);
    expect(documents[1]?.file.uploadedByUserId).toBe(seedIds.users.demoAdvisor);
    for (const document of documents) {
      const bytes = await storage.get(document.file.storageKey);
      expect(bytes?.length).toBe(document.file.size);
      expect((await fileTypeFromBuffer(bytes as Buffer))?.mime).toBe('application/pdf');
      expect(bytes?.subarray(-16).toString('latin1')).toContain('%%EOF');
    }
    expect(await db.document.count({ where: { tenantId: { not: seedIds.demoTenant } } })).toBe(0);
  });

  it('does nothing without the demo host', async () => {
    const empty = await createTestDatabase();
    expect(await seedDemoDocuments(empty.db, storage)).toEqual({ created: 0 });
  });
});
