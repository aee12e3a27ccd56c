import { randomUUID } from 'node:crypto';
import type { OnboardHostInput } from '@wl/shared/console';

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/**
 * What an operator types into the onboarding wizard: a fresh host name, a new tenant, Acme's own
 * brand (colours that pass WCAG AA), settings from `sourceHostId`, two networks and a first admin.
 */
export function onboardingInput(sourceHostId: string, overrides: Partial<OnboardHostInput> = {}): OnboardHostInput {
  return {
    hostname: `${unique('acme')}.localhost`,
    tenant: { kind: 'new', name: unique('Acme Capital') },
    cloneFrom: { kind: 'host', hostConfigId: sourceHostId },
    brand: {
      name: { pl: 'Acme Dom Maklerski', en: 'Acme Brokers' },
      colors: { main: '#1d4ed8', hover: '#1e40af', highlight: '#eff6ff' },
    },
    brokerNetworks: ['Sieć Centrum', 'Sieć Zachód'],
    firstAdmin: { email: `${unique('admin')}@acme.test`, firstName: 'Anna', surname: 'Nowak' },
    ...overrides,
  };
}
