import type { Prisma } from '@wl/db';
import { type Language, languageSchema } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import type { TenantContext } from '../core/tenant-context.ts';

/**
 * Which language a mail goes out in (issue 19, decision 063). One language per mail, never two:
 *
 * - a mail the recipient caused themselves (their sign-in link, a password reset, their own
 *   activation link) is in the language of the screen they used: the request's Accept-Language
 *   when it names one of ours, else the host's (`requestLanguage`);
 * - a mail someone else caused for them (an advisor's offer or KYC invitation, an admin's
 *   activation link for a new advisor, a host's first admin at go-live) is in the language of the
 *   screen the recipient last used ({@link recipientLanguage}), else the host's: the sender's
 *   screen says nothing about the reader's.
 */

/** The language a request's screen names (Accept-Language), or null when it names none of ours. */
export function screenLanguage(request: FastifyRequest): Language | null {
  const wanted = request.headers['accept-language']?.slice(0, 2).toLowerCase();
  const parsed = languageSchema.safeParse(wanted);
  return parsed.success ? parsed.data : null;
}

type UserReader = Pick<Prisma.TransactionClient, 'user'>;

/**
 * Remembers the language of the screen a person used (their own request). Written only when it
 * names one and it changed: an UPDATE of `app_user` tells every process's list cache to forget
 * its pages, which a sign-in in the same language as last time must not do.
 */
export async function rememberLanguage(
  db: UserReader,
  user: { id: string; language?: Language | null },
  language: Language | null,
): Promise<void> {
  if (!language) return;
  const known =
    user.language !== undefined
      ? user.language
      : (await db.user.findUnique({ where: { id: user.id }, select: { language: true } }))?.language;
  if (known === language) return;
  await db.user.update({ where: { id: user.id }, data: { language } });
}

/** A mail to someone other than the person acting: their last screen's language, else the host's. */
export async function recipientLanguage(db: UserReader, tenant: TenantContext, userId: string): Promise<Language> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { language: true } });
  return user?.language ?? tenant.language;
}
