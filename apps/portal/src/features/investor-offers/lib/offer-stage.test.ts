import { describe, expect, it } from 'vitest';
import { acceptedOfferFixture, offerFixture } from '@/testing/offer-fixture.ts';
import {
  CONTRACT_POLL_MS,
  contractStage,
  MAX_CONTRACT_POLLS,
  offerActions,
  offerRefetchInterval,
  offerStage,
  SIGNATURE_POLL_MS,
} from './offer-stage.ts';

const campaign = (phase: 'not_started' | 'active' | 'completed') => ({ ...offerFixture().campaign, phase });

describe('offerStage and offerActions', () => {
  it('lets an invited or viewed investor show interest and accept while the campaign is open', () => {
    for (const status of ['invited', 'viewed'] as const) {
      const offer = offerFixture({ status });
      expect(offerStage(offer)).toEqual({ kind: 'open' });
      expect(offerActions(offer)).toEqual({
        expressInterest: true,
        accept: true,
        upload: false,
        signAgain: false,
        decline: true,
        pdf: false,
      });
    }
  });

  it('lets an interested investor only accept', () => {
    expect(offerActions(offerFixture({ status: 'interested' }))).toEqual({
      expressInterest: false,
      accept: true,
      upload: false,
      signAgain: false,
      decline: true,
      pdf: false,
    });
  });

  it('offers nothing but the reason while the campaign has not started or has ended', () => {
    for (const phase of ['not_started', 'completed'] as const) {
      const offer = offerFixture({ status: 'viewed', campaign: campaign(phase) });
      expect(offerStage(offer)).toEqual({ kind: 'campaign-closed', phase });
      expect(offerActions(offer)).toEqual({
        expressInterest: false,
        accept: false,
        upload: false,
        signAgain: false,
        decline: false,
        pdf: false,
      });
    }
  });

  it('shows an accepted or active offer as an investment with uploads and the PDF, whatever the campaign does', () => {
    for (const status of ['accepted', 'active'] as const) {
      const offer = acceptedOfferFixture({ status, campaign: campaign('completed') });
      expect(offerStage(offer)).toEqual({ kind: 'investment' });
      expect(offerActions(offer)).toEqual({
        expressInterest: false,
        accept: false,
        upload: true,
        signAgain: false,
        // Accepted and not signed yet: the investor may still decline; active: no longer.
        decline: status === 'accepted',
        pdf: true,
      });
    }
  });

  it('keeps an archived investment readable (PDF) but takes no more uploads', () => {
    const offer = acceptedOfferFixture({ status: 'archived' });
    expect(offerStage(offer)).toEqual({ kind: 'investment' });
    expect(offerActions(offer)).toMatchObject({ upload: false, pdf: true });
  });

  it('after a refused, withdrawn or failed agreement offers a new signing and takes no payment confirmation', () => {
    for (const contractStatus of ['Rejected', 'Withdrawn', 'Error'] as const) {
      const offer = acceptedOfferFixture({ status: 'accepted', contractStatus });
      expect(offerActions(offer)).toMatchObject({ upload: false, signAgain: true, pdf: true });
    }
    // Being withdrawn: nothing to sign yet, nothing to pay for.
    expect(offerActions(acceptedOfferFixture({ contractStatus: 'Withdrawing' }))).toMatchObject({
      upload: false,
      signAgain: false,
    });
    // Open or signed agreements take payments and get no second signing.
    for (const contractStatus of ['Processing', 'Completed'] as const) {
      expect(offerActions(acceptedOfferFixture({ contractStatus }))).toMatchObject({ upload: true, signAgain: false });
    }
  });

  it('closes rejected, declined and archived offers without an amount', () => {
    for (const status of ['rejected', 'declined', 'archived'] as const) {
      const offer = offerFixture({ status });
      expect(offerStage(offer)).toEqual({ kind: 'closed', status });
      expect(offerActions(offer)).toEqual({
        expressInterest: false,
        accept: false,
        upload: false,
        signAgain: false,
        decline: false,
        pdf: false,
      });
    }
  });
});

describe('contractStage', () => {
  it('reads the provider statuses as the investor needs them (Processing: sent, to sign)', () => {
    expect(contractStage(null)).toBe('preparing');
    expect(contractStage('New')).toBe('preparing');
    expect(contractStage('Draft')).toBe('preparing');
    expect(contractStage('Unknown')).toBe('preparing');
    expect(contractStage('Processing')).toBe('to-sign');
    expect(contractStage('Completed')).toBe('signed');
    expect(contractStage('Rejected')).toBe('refused');
    expect(contractStage('Error')).toBe('failed');
    expect(contractStage('Withdrawing')).toBe('withdrawing');
    expect(contractStage('Withdrawn')).toBe('withdrawn');
  });
});

describe('offerRefetchInterval', () => {
  it('reads an accepted offer again until its agreement is there, then while it awaits the signature', () => {
    expect(offerRefetchInterval(acceptedOfferFixture({ contractStatus: null, signingUrl: null }), 1)).toBe(
      CONTRACT_POLL_MS,
    );
    expect(offerRefetchInterval(acceptedOfferFixture({ contractStatus: 'Draft' }), 3)).toBe(CONTRACT_POLL_MS);
    expect(offerRefetchInterval(acceptedOfferFixture(), 3)).toBe(SIGNATURE_POLL_MS);
  });

  it('stops waiting for an agreement that does not come, and never polls otherwise', () => {
    expect(offerRefetchInterval(acceptedOfferFixture({ contractStatus: null }), MAX_CONTRACT_POLLS)).toBe(false);
    expect(offerRefetchInterval(acceptedOfferFixture({ contractStatus: 'Completed' }), 1)).toBe(false);
    expect(offerRefetchInterval(acceptedOfferFixture({ status: 'active', contractStatus: 'Completed' }), 1)).toBe(
      false,
    );
    expect(offerRefetchInterval(offerFixture(), 1)).toBe(false);
    expect(offerRefetchInterval(undefined, 0)).toBe(false);
  });
});
