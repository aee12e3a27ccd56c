import type {} from '@wl/db/fastify';
import { type Language, translate } from '@wl/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { type ActResult, isFinalSandboxStatus, type SandboxAction, SandboxSigningProvider } from './sandbox-signing.ts';

const refParams = z.strictObject({ ref: z.string().regex(/^sbx-[a-z]+-[0-9a-f-]{36}$/) });
const formBody = z.object({ nonce: z.string().max(200).default('') });

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A phone, as the sandbox tells it: identity is verified on a phone only (like the real platform). */
export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return /iPhone|iPad|Android|Mobile/i.test(userAgent ?? '');
}

const style = `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:560px;margin:32px auto;background:#fff;border-radius:8px;padding:24px 32px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
.notice{font-size:12px;color:#6b7280;border-bottom:1px solid #e5e7eb;padding-bottom:8px}
dt{font-size:12px;color:#6b7280;margin-top:12px}dd{margin:2px 0 0}
form{display:inline-block;margin:16px 12px 0 0}button{font-size:15px;padding:10px 18px;border-radius:6px;border:0;cursor:pointer}
.primary{background:#047857;color:#fff}.secondary{background:#b91c1c;color:#fff}
.outcome{font-size:18px;font-weight:bold;margin-top:16px}.error{color:#b91c1c;margin-top:16px}img{display:block;margin:16px auto}`;

function page(language: Language, title: string, body: string): string {
  const t = (key: string) => translate(language, `signing:sandbox.${key}`);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main><p class="notice">${escapeHtml(t('notice'))}</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(html);
}

const button = (action: string, nonce: string, label: string, kind: 'primary' | 'secondary') =>
  `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="nonce" value="${escapeHtml(nonce)}"><button type="submit" class="${kind}">${escapeHtml(label)}</button></form>`;

const backLink = (language: Language, returnUrl: string) =>
  `<p><a href="${escapeHtml(returnUrl)}">${escapeHtml(translate(language, 'signing:sandbox.back'))}</a></p>`;

function outcomeText(language: Language, status: string): string {
  const t = (key: string, params?: Record<string, string>) => translate(language, `signing:sandbox.${key}`, params);
  if (status === 'Completed') return t('contractCompleted');
  if (status === 'Rejected') return t('contractRejected');
  if (status === 'Withdrawn') return t('contractWithdrawn');
  if (status === 'verified') return t('identityVerified');
  if (status === 'failed') return t('identityFailed');
  return t('contractOther', { status });
}

const notFoundPage = (reply: FastifyReply) =>
  sendPage(reply, 404, page('pl', translate('pl', 'signing:sandbox.notFound'), ''));

/**
 * The pages of the built-in e-signature and identity platform (decision 011), registered only
 * when the sandbox is the provider. Plain server-rendered HTML: every value is escaped, forms
 * carry the session's nonce, and a decision is reported by a signed callback before the browser
 * is sent back (303) to the platform.
 */
export async function sandboxSigningModule(app: FastifyInstance): Promise<void> {
  const provider = app.signing;
  if (!(provider instanceof SandboxSigningProvider)) return;
  const sandbox: SandboxSigningProvider = provider;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const hidden = { hide: true, tags: ['sandbox'] };

  async function decide(reply: FastifyReply, ref: string, action: SandboxAction, nonce: string) {
    const result: ActResult = await sandbox.act(ref, action, nonce);
    const session = await sandbox.session(ref);
    if (!session) return notFoundPage(reply);
    const language = session.payload.language;
    const t = (key: string) => translate(language, `signing:sandbox.${key}`);
    const title = session.kind === 'contract' ? t('signingTitle') : t('identityTitle');
    if (!result.ok) {
      if (result.reason === 'invalid-nonce') {
        return sendPage(reply, 403, page(language, title, `<p class="error">${escapeHtml(t('invalidNonce'))}</p>`));
      }
      // Already decided: show the outcome only.
      return sendPage(
        reply,
        409,
        page(
          language,
          title,
          `<p class="outcome">${escapeHtml(outcomeText(language, session.status))}</p>${backLink(language, session.payload.returnUrl)}`,
        ),
      );
    }
    if (!result.delivered) {
      return sendPage(
        reply,
        502,
        page(
          language,
          title,
          `<p class="outcome">${escapeHtml(outcomeText(language, result.status))}</p><p class="error">${escapeHtml(t('deliveryFailed'))}</p>${backLink(language, result.returnUrl)}`,
        ),
      );
    }
    return reply.code(303).header('location', result.returnUrl).header('cache-control', 'no-store').send();
  }

  api.get('/sandbox/e-signature/:ref', { schema: { ...hidden, params: refParams } }, async (request, reply) => {
    const session = await sandbox.session(request.params.ref);
    if (session?.kind !== 'contract') return notFoundPage(reply);
    const { payload, status } = session;
    const language = payload.language;
    const t = (key: string) => translate(language, `signing:sandbox.${key}`);
    const base = `/sandbox/e-signature/${session.ref}`;
    const details = `<dl><dt>${escapeHtml(t('document'))}</dt><dd>${escapeHtml(payload.title)}</dd><dt>${escapeHtml(t('signer'))}</dt><dd>${escapeHtml(`${payload.signer.firstName} ${payload.signer.surname}`)} &lt;${escapeHtml(payload.signer.email)}&gt;</dd></dl><p><a href="${escapeHtml(`${base}/document`)}">${escapeHtml(t('viewDocument'))}</a></p>`;
    const actions = isFinalSandboxStatus(status)
      ? `<p class="outcome">${escapeHtml(outcomeText(language, status))}</p>${backLink(language, payload.returnUrl)}`
      : status === 'Processing'
        ? button(`${base}/sign`, payload.nonce, t('sign'), 'primary') +
          button(`${base}/reject`, payload.nonce, t('reject'), 'secondary')
        : `<p>${escapeHtml(outcomeText(language, status))}</p>`;
    return sendPage(reply, 200, page(language, t('signingTitle'), details + actions));
  });

  api.get(
    '/sandbox/e-signature/:ref/document',
    { schema: { ...hidden, params: refParams } },
    async (request, reply) => {
      const session = await sandbox.session(request.params.ref);
      if (session?.kind !== 'contract') return notFoundPage(reply);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="document.pdf"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(session.payload.document, 'base64'));
    },
  );

  for (const action of ['sign', 'reject'] as const) {
    api.post(
      `/sandbox/e-signature/:ref/${action}`,
      { schema: { ...hidden, params: refParams, body: formBody } },
      (request, reply) => decide(reply, request.params.ref, action, request.body.nonce),
    );
  }

  api.get('/sandbox/identity/:ref', { schema: { ...hidden, params: refParams } }, async (request, reply) => {
    const session = await sandbox.session(request.params.ref);
    if (session?.kind !== 'identity') return notFoundPage(reply);
    const { payload, status } = session;
    const language = payload.language;
    const t = (key: string) => translate(language, `signing:sandbox.${key}`);
    const base = `/sandbox/identity/${session.ref}`;
    const details = `<dl><dt>${escapeHtml(t('person'))}</dt><dd>${escapeHtml(`${payload.person.firstName} ${payload.person.surname}`)}</dd></dl>`;
    let body: string;
    if (isFinalSandboxStatus(status)) {
      body = `<p class="outcome">${escapeHtml(outcomeText(language, status))}</p>${backLink(language, payload.returnUrl)}`;
    } else if (isMobileUserAgent(request.headers['user-agent'])) {
      body =
        button(`${base}/verify`, payload.nonce, t('verify'), 'primary') +
        button(`${base}/fail`, payload.nonce, t('fail'), 'secondary');
    } else {
      const qr = await QRCode.toDataURL(payload.verificationUrl, { margin: 1, width: 240 });
      body = `<p>${escapeHtml(t('openOnPhone'))}</p><img src="${escapeHtml(qr)}" width="240" height="240" alt="${escapeHtml(t('qrAlt'))}"><p style="word-break:break-all;font-size:12px">${escapeHtml(payload.verificationUrl)}</p>`;
    }
    return sendPage(reply, 200, page(language, t('identityTitle'), details + body));
  });

  for (const action of ['verify', 'fail'] as const) {
    api.post(
      `/sandbox/identity/:ref/${action}`,
      { schema: { ...hidden, params: refParams, body: formBody } },
      async (request, reply) => {
        // Like the real platform: identity is confirmed on a phone, never from a desktop browser.
        if (!isMobileUserAgent(request.headers['user-agent'])) {
          const session = await sandbox.session(request.params.ref);
          if (session?.kind !== 'identity') return notFoundPage(reply);
          const language = session.payload.language;
          const t = (key: string) => translate(language, `signing:sandbox.${key}`);
          return sendPage(
            reply,
            403,
            page(language, t('identityTitle'), `<p class="error">${escapeHtml(t('openOnPhone'))}</p>`),
          );
        }
        return decide(reply, request.params.ref, action, request.body.nonce);
      },
    );
  }
}
