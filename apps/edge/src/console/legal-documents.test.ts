import { readFileSync } from 'node:fs';
import { TRPCError } from '@trpc/server';
import { consoleCaller, createTestOperator, SESSION_COOKIE, signedInToken } from '@wl/console-server/testing';
import { hostConfigSnapshot, type HostConfigSnapshot as StoredSnapshot } from '@wl/db';
import type { LegalDocuments } from '@wl/shared/config';
import { draftFromSnapshot, type HostConfigSnapshot, type HostDraftInput } from '@wl/shared/console';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, injectedBranding, type TestApp } from '../testing/test-app.ts';

/*
 * Issue 17, item 8 (decision 043): an operator uploads a host's legal documents (PDF per
 * language), publishing versions them, every edge serves the live one at a stable URL and each
 * published one at its versioned URL; nothing unpublished is served.
 */

let test: TestApp;
let token: string;
let customId: string;

const demoPdf = (name: string) => readFileSync(new URL(`../../../../prisma/demo-documents/${name}`, import.meta.url));
/** Two real, different PDFs: what an operator would upload. */
const termsV1 = demoPdf('custom-terms.en.pdf');
const termsV2 = demoPdf('custom-terms.pl.pdf');

beforeAll(async () => {
  test = await createTestApp();
  token = await signedInToken(test.db, await createTestOperator(test.db));
  customId = (await test.db.hostConfig.findUniqueOrThrow({ where: { hostname: 'custom.localhost' } })).id;
  // custom.localhost as a host that never had documents (the seed gives it its brand's).
  await test.db.legalDocument.deleteMany({ where: { hostConfigId: customId } });
  await test.db.$executeRaw`UPDATE "host_config" SET "legal_documents" = NULL WHERE "id" = ${customId}::uuid`;
  await eventually(async () => expect((await get('/legal/terms.en.pdf')).statusCode).toBe(404));
});

function upload(bytes: Buffer, fileName: string, cookie: string | null = token) {
  return test.app.inject({
    method: 'POST',
    url: '/console/uploads/legalDocument',
    payload: bytes,
    headers: {
      host: 'localhost',
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(fileName),
      'accept-language': 'en',
    },
    ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}),
  });
}

const get = (url: string, host = 'custom.localhost') =>
  test.app.inject({ method: 'GET', url, headers: { host, accept: 'application/pdf' } });

async function liveDraft(): Promise<{ draft: HostDraftInput; version: number }> {
  const row = await test.db.hostConfig.findUniqueOrThrow({ where: { id: customId } });
  return {
    draft: draftFromSnapshot(hostConfigSnapshot(row) as StoredSnapshot as HostConfigSnapshot),
    version: row.version,
  };
}

/** Saves the live branding with these documents as the draft and publishes it. */
async function publishDocuments(legalDocuments: LegalDocuments | null) {
  const { caller } = await consoleCaller(test.db, token);
  const { draft, version } = await liveDraft();
  const saved = await caller.branding.saveDraft({
    hostConfigId: customId,
    expectedRevision: null,
    draft: { ...draft, legalDocuments },
  });
  return caller.branding.publish({
    hostConfigId: customId,
    expectedVersion: version,
    expectedRevision: saved.revision,
  });
}

describe('a host’s legal documents', () => {
  it('seeds real PDFs for the demo hosts, served at their stable and versioned URLs', async () => {
    const stable = await get('/legal/terms.pl.pdf', 'demo.localhost');
    expect(stable.statusCode).toBe(200);
    expect(stable.headers['content-type']).toBe('application/pdf');
    expect(stable.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(stable.rawPayload.equals(demoPdf('demo-terms.pl.pdf'))).toBe(true);
    expect(stable.headers['x-content-type-options']).toBe('nosniff');
    expect(stable.headers['content-security-policy']).toContain('sandbox');
    const versioned = await get('/legal/terms.pl.v1.pdf', 'demo.localhost');
    expect(versioned.rawPayload.equals(stable.rawPayload)).toBe(true);
    expect(versioned.headers['cache-control']).toContain('immutable');
    // The page's branding names them, so the links and the accept form point at them.
    const page = await test.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'demo.localhost', accept: 'text/html' },
    });
    expect((injectedBranding(page.body) as { legalDocuments: unknown[] }).legalDocuments).toHaveLength(6);
  });

  it('refuses what is not a PDF, and anyone not signed in', async () => {
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'terms.pdf');
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ code: 'file.unsupported_type' });
    const renamed = await upload(termsV1, 'terms.exe');
    expect(renamed.statusCode).toBe(400);
    const active = await upload(
      Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
      ),
      'terms.pdf',
    );
    expect(active.statusCode).toBe(400);
    expect((await upload(termsV1, 'terms.pdf', null)).statusCode).toBe(401);
  });

  it('versions each published file, serves only published ones, and a rollback keeps the version', async () => {
    const first = await upload(termsV1, 'Terms 2026.pdf');
    expect(first.statusCode, first.body).toBe(201);
    const file1 = first.json();
    expect(file1).toMatchObject({ fileName: 'Terms 2026.pdf', size: termsV1.length });
    expect(file1.version).toBeUndefined();

    // Uploaded but not published: the operator can open it, visitors cannot.
    const operatorView = await test.app.inject({
      method: 'GET',
      url: `/console/legal-documents/${file1.sha256}.pdf`,
      headers: { host: 'localhost' },
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(operatorView.statusCode).toBe(200);
    const anonymous = await test.app.inject({
      method: 'GET',
      url: `/console/legal-documents/${file1.sha256}.pdf`,
      headers: { host: 'localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get('/legal/terms.en.pdf')).statusCode).toBe(404);

    const published = await publishDocuments({ terms: { en: file1 } });
    expect(published.changes).toContainEqual({
      field: 'legalDocuments.terms.en',
      before: null,
      after: { ...file1, version: 1 },
    });
    await eventually(async () => expect((await get('/legal/terms.en.pdf')).statusCode).toBe(200));
    // Polish readers of an English-only host get the English one.
    expect((await get('/legal/terms.pl.pdf')).rawPayload.equals(termsV1)).toBe(true);
    expect((await get('/legal/terms.en.v1.pdf')).statusCode).toBe(200);
    expect((await get('/legal/terms.en.v2.pdf')).statusCode).toBe(404);
    // Another host's name never reaches this host's documents.
    expect((await get('/legal/terms.en.pdf', 'demo.localhost')).rawPayload.equals(termsV1)).toBe(false);

    const file2 = (await upload(termsV2, 'Terms 2027.pdf')).json();
    const second = await publishDocuments({ terms: { en: file2 } });
    await eventually(async () => expect((await get('/legal/terms.en.pdf')).rawPayload.equals(termsV2)).toBe(true));
    expect((await get('/legal/terms.en.v1.pdf')).rawPayload.equals(termsV1)).toBe(true);
    expect((await get('/legal/terms.en.v2.pdf')).rawPayload.equals(termsV2)).toBe(true);
    expect((await get('/legal/terms.en.v2.pdf')).headers['x-document-version']).toBe('2');

    // Rolling back publishes version 1's file again: the same version, not a third.
    const { caller } = await consoleCaller(test.db, token);
    await caller.branding.rollback({
      hostConfigId: customId,
      expectedVersion: second.version,
      toVersion: published.version,
    });
    await eventually(async () => expect((await get('/legal/terms.en.pdf')).rawPayload.equals(termsV1)).toBe(true));
    const versions = await test.db.legalDocument.findMany({
      where: { hostConfigId: customId },
      orderBy: { version: 'asc' },
      select: { kind: true, language: true, version: true, sha256: true },
    });
    expect(versions).toEqual([
      { kind: 'terms', language: 'en', version: 1, sha256: file1.sha256 },
      { kind: 'terms', language: 'en', version: 2, sha256: file2.sha256 },
    ]);
  });

  it('refuses to publish a draft naming a file nobody uploaded', async () => {
    const refused = await publishDocuments({
      privacy: { en: { sha256: 'f'.repeat(64), fileName: 'forged.pdf', size: 10 } },
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError & { refusal?: { key: string } }).refusal?.key).toBe(
      'console:refusals.branding.legalDocumentMissing',
    );
  });

  it('answers nothing for names outside the pattern', async () => {
    for (const url of [
      '/legal/terms.de.pdf',
      '/legal/terms.pl.v0.pdf',
      '/legal/../etc.pdf',
      '/legal/terms.pl.v1234567.pdf',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('serves nothing of a suspended host', async () => {
    const demoId = (await test.db.hostConfig.findUniqueOrThrow({ where: { hostname: 'demo.localhost' } })).id;
    await test.db.$executeRaw`UPDATE "host_config" SET "status" = 'suspended' WHERE "id" = ${demoId}::uuid`;
    await eventually(async () => expect((await get('/legal/terms.pl.v1.pdf', 'demo.localhost')).statusCode).toBe(404));
    expect((await get('/legal/terms.pl.pdf', 'demo.localhost')).statusCode).toBe(404);
    await test.db.$executeRaw`UPDATE "host_config" SET "status" = 'live' WHERE "id" = ${demoId}::uuid`;
  });
});
