import type { OnboardingRequest } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  chooseSession,
  type FlowFacts,
  firstOpenStep,
  isReachable,
  resolvePosition,
  stepIndex,
  visibleSteps,
} from './steps.ts';

const fresh: FlowFacts = {
  status: 'viewed',
  investorType: null,
  hasCompany: false,
  legalPersonsEnabled: true,
  identity: null,
};

const natural: FlowFacts = { ...fresh, investorType: 'natural-person' };
const legal: FlowFacts = { ...fresh, investorType: 'legal-person', hasCompany: true };

describe('firstOpenStep', () => {
  it('starts a request without an investor type at the intro', () => {
    expect(firstOpenStep(fresh)).toBe('intro');
  });

  it('asks a legal person without a company for one, and one with a company for the identity', () => {
    expect(firstOpenStep({ ...legal, hasCompany: false })).toBe('company');
    expect(firstOpenStep(legal)).toBe('identity');
  });

  it('sends a legal person back to the type where the host does not enable legal persons', () => {
    expect(firstOpenStep({ ...legal, legalPersonsEnabled: false })).toBe('type');
  });

  it('needs a verified identity before the questionnaire: pending and failed are not enough', () => {
    expect(firstOpenStep({ ...natural, identity: 'pending' })).toBe('identity');
    expect(firstOpenStep({ ...natural, identity: 'failed' })).toBe('identity');
    expect(firstOpenStep({ ...natural, identity: 'verified' })).toBe('questionnaire');
    expect(firstOpenStep({ ...legal, identity: 'verified' })).toBe('questionnaire');
  });

  it('is finished once the KYC was sent, whatever else the request holds', () => {
    expect(firstOpenStep({ ...fresh, status: 'finished' })).toBe('finished');
    expect(firstOpenStep({ ...natural, status: 'finished', identity: 'verified' })).toBe('finished');
  });
});

describe('resolvePosition', () => {
  it('goes to the first open step when the URL names none or an unknown one', () => {
    expect(resolvePosition(null, natural)).toBe('identity');
    expect(resolvePosition('questionnaire', natural)).toBe('identity');
    expect(resolvePosition('nonsense', fresh)).toBe('intro');
  });

  it('opens an earlier step asked for, to change an answer', () => {
    expect(resolvePosition('type', { ...natural, identity: 'verified' })).toBe('type');
    expect(resolvePosition('intro', natural)).toBe('intro');
    expect(resolvePosition('identity', { ...natural, identity: 'verified' })).toBe('identity');
  });

  it('lets the type be chosen straight after the intro', () => {
    expect(resolvePosition('type', fresh)).toBe('type');
  });

  it('does not skip ahead to the identity before the type (and company) are settled', () => {
    expect(resolvePosition('identity', fresh)).toBe('intro');
    expect(resolvePosition('identity', { ...legal, hasCompany: false })).toBe('company');
  });

  it('opens the company step only where legal persons are enabled', () => {
    expect(resolvePosition('company', fresh)).toBe('company');
    expect(resolvePosition('company', natural)).toBe('company');
    expect(resolvePosition('company', { ...fresh, legalPersonsEnabled: false })).toBe('intro');
  });

  it('shows a finished request as finished, whatever step is asked for', () => {
    expect(resolvePosition('type', { ...natural, status: 'finished' })).toBe('finished');
  });
});

describe('isReachable', () => {
  it('always lets the investor back to the intro and the type of an open request', () => {
    expect(isReachable('intro', legal)).toBe(true);
    expect(isReachable('type', fresh)).toBe(true);
    expect(isReachable('type', { ...fresh, status: 'finished' })).toBe(false);
  });
});

describe('visibleSteps', () => {
  it('has no company step on a host without legal persons', () => {
    expect(visibleSteps({ ...fresh, legalPersonsEnabled: false }, 'intro')).toEqual(['intro', 'type', 'identity']);
  });

  it('shows the company step while the type is open or legal, and for a natural person only on the company step', () => {
    expect(visibleSteps(fresh, 'type')).toEqual(['intro', 'type', 'company', 'identity']);
    expect(visibleSteps(legal, 'identity')).toEqual(['intro', 'type', 'company', 'identity']);
    expect(visibleSteps(natural, 'identity')).toEqual(['intro', 'type', 'identity']);
    expect(visibleSteps(natural, 'company')).toEqual(['intro', 'type', 'company', 'identity']);
  });
});

describe('stepIndex', () => {
  it('is the position among the visible steps, the questionnaire after them all', () => {
    const steps = visibleSteps(natural, 'identity');
    expect(stepIndex('identity', steps)).toBe(2);
    expect(stepIndex('questionnaire', steps)).toBe(3);
    expect(stepIndex('intro', steps)).toBe(0);
  });
});

const row = (id: string): OnboardingRequest => ({
  id,
  email: 'anna@example.com',
  name: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  sourceName: 'Jan Doradca',
  taxNumber: null,
  status: 'sent',
});

describe('chooseSession', () => {
  it('continues the request named in the URL', () => {
    expect(chooseSession([row('a'), row('b')], 'b')).toEqual({ kind: 'chosen', id: 'b' });
  });

  it('continues the only open request without asking', () => {
    expect(chooseSession([row('a')], null)).toEqual({ kind: 'chosen', id: 'a' });
  });

  it('lets the investor choose when more than one request is open', () => {
    const choice = chooseSession([row('a'), row('b')], null);
    expect(choice.kind).toBe('choose');
    expect(choice.kind === 'choose' && choice.requests.map((request) => request.id)).toEqual(['a', 'b']);
  });

  it('has nothing to do without open requests', () => {
    expect(chooseSession([], null)).toEqual({ kind: 'none' });
  });
});
