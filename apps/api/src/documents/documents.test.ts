import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorBodySchema, errorCodes } from '@wl/shared/errors';
import { documentRowSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LocalFileStorage } from '../files/storage.ts';
import { createTestApi, type TestApi } from '../testing/index.ts';
import { type AuthorizationWorld, createAuthorizationWorld } from '../testing/matrix.ts';
import { fileUpload, tinyPdf, tinyPng } from '../testing/upload-fixtures.ts';

const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'wl-documents-')));
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ storage });
});

const rows = z.array(documentRowSchema);
const LIST = '/api/advisor/advisor/documents';

type Member = AuthorizationWorld['home']['admin'];

/**
 * The authorization world with one document per kind of owner: the tenant's (no owner, put there
 * by the platform), and one each of the admin, the coordinator, the advisor (a member of the
 * coordinated network) and the outsider (only in the other network); plus a foreign document.
 * Created a minute apart in that order.
 */
async function world() {
  const w = await createAuthorizationWorld(t.db);
  // Early today (UTC), so a run just after midnight still finds them all under today's date filter.
  const base = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:01:00Z`);
  let step = 0;
  const document = async (tenantId: string, fileName: string, owner: Member | null) => {
    step += 1;
    const file = await t.db.storedFile.create({
      data: {
        tenantId,
        storageKey: `${tenantId}/${randomUUID()}`,
        fileName,
        contentType: 'application/pdf',
        size: 10,
        sha256: 'x',
        uploadedByUserId: owner?.user.id ?? null,
      },
    });
    return t.db.document.create({
      data: {
        tenantId,
        fileId: file.id,
        ownerAdvisorId: owner?.advisor.id ?? null,
        createdAt: new Date(base + step * 60_000),
      },
    });
  };
  const docs = {
    tenant: await document(w.home.tenantId, 'Regulamin.pdf', null),
    admin: await document(w.home.tenantId, 'Admin notes.pdf', w.home.admin),
    coordinator: await document(w.home.tenantId, 'Koordynacja 50%.pdf', w.home.coordinator),
    advisor: await document(w.home.tenantId, 'Advisor_file.pdf', w.home.advisor),
    outsider: await document(w.home.tenantId, 'Outsider.pdf', w.home.outsider),
    foreign: await document(w.foreign.tenantId, 'Foreign.pdf', w.foreign.admin),
  };
  const get = (url: string, caller?: { token: string }, host = w.home.host) =>
    t.call({ method: 'GET', url, host, ...(caller ? { token: caller.token } : {}) });
  const list = async (caller: { token: string }, query = '') => {
    const response = await get(`${LIST}${query}`, caller);
    expect(response.statusCode).toBe(200);
    return { rows: rows.parse(response.json()), total: Number(response.headers['x-total-count']) };
  };
  return { ...w, docs, get, list };
}

function refusal(response: { statusCode: number; json(): unknown }, status: number, code: string | null) {
  expect(response.statusCode).toBe(status);
  const body = errorBodySchema.strict().parse(response.json());
  expect(body.code).toBe(code);
  return body;
}

describe('GET /api/advisor/advisor/documents', () => {
  it('shows each role what docs/decisions/009 says, newest first, with the total', async () => {
    const w = await world();
    const ids = async (caller: Member) => (await w.list(caller)).rows.map((row) => row.id);
    const { docs } = w;
    expect(await ids(w.home.advisor)).toEqual([docs.advisor.id, docs.tenant.id]);
    expect(await ids(w.home.outsider)).toEqual([docs.outsider.id, docs.tenant.id]);
    expect(await ids(w.home.coordinator)).toEqual([docs.advisor.id, docs.coordinator.id, docs.tenant.id]);
    expect(await ids(w.home.admin)).toEqual([
      docs.outsider.id,
      docs.advisor.id,
      docs.coordinator.id,
      docs.admin.id,
      docs.tenant.id,
    ]);
    expect((await w.list(w.home.admin)).total).toBe(5);
    const foreign = await t.call({ method: 'GET', url: LIST, host: w.foreign.host, token: w.foreign.admin.token });
    expect(rows.parse(foreign.json()).map((row) => row.id)).toEqual([docs.foreign.id]);
  });

  it('names the uploader, or the tenant for the platform’s own files', async () => {
    const w = await world();
    const { rows: found } = await w.list(w.home.admin);
    const byId = new Map(found.map((row) => [row.id, row]));
    expect(byId.get(w.docs.tenant.id)).toEqual({
      id: w.docs.tenant.id,
      fileName: 'Regulamin.pdf',
      uploadedBy: `Tenant ${w.home.host}`,
      createdAt: w.docs.tenant.createdAt.toISOString(),
    });
    expect(byId.get(w.docs.admin.id)?.uploadedBy).toBe('Adam Doradca');
  });

  it('pages, sorts and filters, with the total before paging', async () => {
    const w = await world();
    const page = await w.list(w.home.admin, '?limit=2&offset=1');
    expect(page.total).toBe(5);
    expect(page.rows.map((row) => row.id)).toEqual([w.docs.advisor.id, w.docs.coordinator.id]);

    const all = await w.list(w.home.admin, '?limit=99999&offset=0');
    expect(all.rows).toHaveLength(5);

    const byName = await w.list(w.home.admin, '?sort=fileName:asc');
    expect(byName.rows.map((row) => row.fileName)).toEqual([
      'Admin notes.pdf',
      'Advisor_file.pdf',
      'Koordynacja 50%.pdf',
      'Outsider.pdf',
      'Regulamin.pdf',
    ]);
    const byUploader = await w.list(w.home.admin, '?sort=uploadedBy:desc,createdAt:asc');
    expect(byUploader.rows[0]?.id).toBe(w.docs.tenant.id);

    // `like` is a literal, case-insensitive substring: % and _ match only themselves.
    expect((await w.list(w.home.admin, '?filter[fileName][like]=ADVISOR')).rows.map((row) => row.id)).toEqual([
      w.docs.advisor.id,
    ]);
    expect((await w.list(w.home.admin, '?filter[fileName][like]=50%25')).rows.map((row) => row.id)).toEqual([
      w.docs.coordinator.id,
    ]);
    expect((await w.list(w.home.admin, '?filter[fileName][like]=_')).rows.map((row) => row.id)).toEqual([
      w.docs.advisor.id,
    ]);
    const tenantName = await w.list(w.home.admin, `?filter[uploadedBy][like]=${encodeURIComponent('Tenant')}`);
    expect(tenantName.rows.map((row) => row.id)).toEqual([w.docs.tenant.id]);
    expect(tenantName.total).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    expect((await w.list(w.home.admin, `?filter[createdAt][from]=${today}&filter[createdAt][to]=${today}`)).total).toBe(
      5,
    );
    expect((await w.list(w.home.admin, '?filter[createdAt][to]=2020-01-01')).total).toBe(0);
  });

  it('refuses a bad query with 400 and violations, never a 500', async () => {
    const w = await world();
    for (const query of [
      '?limit=100000',
      '?sort=size:asc',
      '?filter[owner][like]=x',
      '?filter[createdAt][from]=yesterday',
    ]) {
      refusal(await w.get(`${LIST}${query}`, w.home.admin), 400, errorCodes.validation);
    }
  });

  it('needs an advisor-panel caller', async () => {
    const w = await world();
    expect((await w.get(LIST)).statusCode).toBe(401);
    expect((await w.get(LIST, w.home.investor)).statusCode).toBe(403);
    expect((await w.get(LIST, w.home.admin, w.foreign.host)).statusCode).toBe(401);
  });
});

describe('uploading, downloading and deleting documents', () => {
  function post(host: string, token: string | undefined, body: { payload: Buffer; headers: Record<string, string> }) {
    return t.app.inject({
      method: 'POST',
      url: LIST,
      headers: { host, ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body.payload,
    });
  }

  it('stores an upload as the caller’s document (201) and serves it to whoever sees it', async () => {
    const w = await world();
    const pdf = tinyPdf('document');
    const response = await post(w.home.host, w.home.advisor.token, fileUpload('Umowa wzór.pdf', pdf));
    expect(response.statusCode).toBe(201);
    const row = documentRowSchema.parse(response.json());
    expect(row).toMatchObject({ fileName: 'Umowa wzór.pdf', uploadedBy: 'Adam Doradca' });
    expect((await w.list(w.home.advisor)).rows[0]).toEqual(row);

    for (const caller of [w.home.advisor, w.home.coordinator, w.home.admin]) {
      const file = await w.get(`${LIST}/${row.id}/file`, caller);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="Umowa wzor.pdf"; filename*=UTF-8''Umowa%20wz%C3%B3r.pdf`,
      );
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('private, no-store');
    }
    refusal(await w.get(`${LIST}/${row.id}/file`, w.home.outsider), 404, errorCodes.notFound);
    refusal(await w.get(`${LIST}/${row.id}/file`, w.foreign.admin, w.foreign.host), 404, errorCodes.notFound);
    expect((await w.get(`${LIST}/${row.id}/file`)).statusCode).toBe(401);
    expect((await w.get(`${LIST}/${row.id}/file`, w.home.investor)).statusCode).toBe(403);
  });

  it('refuses what an upload may not hold, like every upload', async () => {
    const w = await world();
    refusal(
      await post(w.home.host, w.home.admin.token, fileUpload('x.pdf', tinyPng())),
      415,
      errorCodes.fileUnsupportedType,
    );
    refusal(
      await post(w.home.host, w.home.admin.token, fileUpload('x.exe', Buffer.from('MZ....'))),
      415,
      errorCodes.fileUnsupportedType,
    );
    expect((await post(w.home.host, undefined, fileUpload('x.pdf', tinyPdf()))).statusCode).toBe(401);
    expect((await post(w.home.host, w.home.investor.token, fileUpload('x.pdf', tinyPdf()))).statusCode).toBe(403);
  });

  it('deletes own documents (any for an admin): 204, gone from list, storage and database', async () => {
    const w = await world();
    const response = await post(w.home.host, w.home.advisor.token, fileUpload('Do usunięcia.png', tinyPng()));
    const row = documentRowSchema.parse(response.json());
    const stored = await t.db.document.findUniqueOrThrow({ where: { id: row.id }, include: { file: true } });
    const del = (id: string, caller?: { token: string }, host = w.home.host) =>
      t.call({ method: 'DELETE', url: `${LIST}/${id}`, host, ...(caller ? { token: caller.token } : {}) });

    // Seen but not owned: 403; not seen: 404; another tenant: 404; no token: 401.
    refusal(await del(row.id, w.home.coordinator), 403, errorCodes.forbidden);
    refusal(await del(w.docs.tenant.id, w.home.advisor), 403, errorCodes.forbidden);
    refusal(await del(row.id, w.home.outsider), 404, errorCodes.notFound);
    refusal(await del(row.id, w.foreign.admin, w.foreign.host), 404, errorCodes.notFound);
    expect((await del(row.id)).statusCode).toBe(401);

    const deleted = await del(row.id, w.home.advisor);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await t.db.document.findUnique({ where: { id: row.id } })).toBeNull();
    expect(await t.db.storedFile.findUnique({ where: { id: stored.fileId } })).toBeNull();
    expect(await storage.get(stored.file.storageKey)).toBeNull();
    refusal(await del(row.id, w.home.advisor), 404, errorCodes.notFound);

    expect((await del(w.docs.outsider.id, w.home.admin)).statusCode).toBe(204);
    expect((await del(w.docs.tenant.id, w.home.admin)).statusCode).toBe(204);
    expect((await w.list(w.home.admin)).total).toBe(3);
  });
});
