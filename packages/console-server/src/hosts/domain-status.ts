import { lookup } from 'node:dns/promises';
import { connect } from 'node:tls';
import type { Database } from '@wl/db';
import { developmentOrigins, type PublicOriginSettings } from '@wl/shared';
import type { DomainStatus } from '@wl/shared/console';
import { hostOrThrow } from './host-row.ts';
import { withTimeout } from './with-timeout.ts';

/** A lookup or TLS handshake that takes longer than this is `unknown` / `missing`. */
const TIMEOUT_MS = 3000;

type Resolved = { addresses: string[] } | { error: 'unresolved' | 'unknown' };

async function addressesOf(name: string): Promise<Resolved> {
  try {
    const found = await withTimeout(lookup(name, { all: true }), TIMEOUT_MS);
    return { addresses: [...new Set(found.map((entry) => entry.address))].sort() };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { error: code === 'ENOTFOUND' || code === 'ENODATA' ? 'unresolved' : 'unknown' };
  }
}

/** The certificate `name` serves on 443, read in a handshake that trusts the system's CAs. */
function probeCertificate(name: string, port: number): Promise<DomainStatus['certificate']> {
  return new Promise((resolve) => {
    const socket = connect({ host: name, port, servername: name, rejectUnauthorized: false, timeout: TIMEOUT_MS });
    const done = (certificate: DomainStatus['certificate']) => {
      socket.destroy();
      resolve(certificate);
    };
    socket.once('secureConnect', () => {
      const peer = socket.getPeerCertificate();
      const validTo = peer.valid_to ? new Date(peer.valid_to).toISOString() : null;
      const issuer = peer.issuer ? (peer.issuer.O ?? peer.issuer.CN ?? null) : null;
      const authorizationError = socket.authorizationError ? String(socket.authorizationError) : null;
      done({
        state: socket.authorized ? 'valid' : 'invalid',
        issuer: typeof issuer === 'string' ? issuer : null,
        validTo,
        reason: authorizationError,
      });
    });
    socket.once('timeout', () => done({ state: 'missing', issuer: null, validTo: null, reason: 'timeout' }));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done({ state: 'missing', issuer: null, validTo: null, reason: error.code ?? error.message }),
    );
  });
}

const notChecked: DomainStatus['certificate'] = { state: 'not-checked', issuer: null, validTo: null, reason: null };

/**
 * `hosts.domainStatus` (decision 039): does the host's name resolve to the platform (an address
 * of PUBLIC_ORIGIN's name), and which certificate does it serve? Asked when the operator opens or
 * refreshes the panel, never cached: DNS changes are what the operator is waiting for.
 */
export async function domainStatus(
  db: Database,
  hostConfigId: string,
  origins: PublicOriginSettings = developmentOrigins,
  /** Where HTTPS answers: 443, another port only in tests. */
  options: { tlsPort?: number } = {},
): Promise<DomainStatus> {
  const host = await hostOrThrow(db, hostConfigId);
  const checkedAt = new Date().toISOString();
  if (host.hostname === null) {
    return { name: null, dns: 'none', addresses: [], platformAddresses: [], certificate: notChecked, checkedAt };
  }
  const name = host.hostname.startsWith('*.') ? `www.${host.hostname.slice(2)}` : host.hostname;
  // RFC 6761: a `.localhost` name is this machine, whatever a resolver says.
  if (name === 'localhost' || name.endsWith('.localhost')) {
    return { name, dns: 'local', addresses: [], platformAddresses: [], certificate: notChecked, checkedAt };
  }
  const platformName = new URL(origins.defaultOrigin).hostname;
  const [resolved, platform] = await Promise.all([addressesOf(name), addressesOf(platformName)]);
  const platformAddresses = 'addresses' in platform ? platform.addresses : [];
  if (!('addresses' in resolved)) {
    return { name, dns: resolved.error, addresses: [], platformAddresses, certificate: notChecked, checkedAt };
  }
  const pointsHere = resolved.addresses.some((address) => platformAddresses.includes(address));
  const certificate =
    pointsHere && origins.scheme === 'https' ? await probeCertificate(name, options.tlsPort ?? 443) : notChecked;
  return {
    name,
    dns: pointsHere ? 'platform' : 'elsewhere',
    addresses: resolved.addresses,
    platformAddresses,
    certificate,
    checkedAt,
  };
}
