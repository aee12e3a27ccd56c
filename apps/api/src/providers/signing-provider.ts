/**
 * The e-signature and identity-verification platform (the spec's third party, "Autenti"-like),
 * behind an interface. The built-in sandbox (`sandbox-signing.ts`) behaves like the real flow:
 * it creates a contract from the PDF, gives a signing page (sign / reject) and an identity page
 * (phone only: verify / fail), and reports every change by a signed callback to `callbackUrl`.
 */
/** Where the platform hears from the provider: the path of every `callbackUrl` it is given (on the host's configured origin). */
export const CALLBACK_PATH = '/provider-api/e-signature/callback';

export type ProviderContractStatus =
  | 'New'
  | 'Unknown'
  | 'Draft'
  | 'Processing'
  | 'Completed'
  | 'Rejected'
  | 'Withdrawn'
  | 'Withdrawing'
  | 'Error';

export type ProviderIdentityStatus = 'pending' | 'verified' | 'failed';

export interface CreateContractInput {
  /** The PDF summary of the investment application. */
  document: Buffer;
  title: string;
  signer: { firstName: string; surname: string; email: string };
  language: 'pl' | 'en';
  /** Where the provider posts its signed status callbacks. */
  callbackUrl: string;
  /** Where the signer is sent back after signing or rejecting. */
  returnUrl: string;
}

export interface CreatedContract {
  providerRef: string;
  status: ProviderContractStatus;
  /** The page the signer opens; null until the contract is sent (Processing). */
  signingUrl: string | null;
}

export interface StartIdentityInput {
  person: { firstName: string; surname: string; email: string };
  language: 'pl' | 'en';
  callbackUrl: string;
  returnUrl: string;
}

export interface StartedIdentity {
  providerRef: string;
  /** The page the person opens on a phone. */
  verificationUrl: string;
}

/** A callback after its signature was checked: what happened, once (`eventId` is unique). */
export type ProviderEvent =
  | { kind: 'contract'; eventId: string; providerRef: string; status: ProviderContractStatus; occurredAt: string }
  | { kind: 'identity'; eventId: string; providerRef: string; status: ProviderIdentityStatus; occurredAt: string };

export interface SigningProvider {
  readonly name: string;
  createContract(input: CreateContractInput): Promise<CreatedContract>;
  /**
   * Withdraws a contract that is not signed yet (the investor declined the offer): the signing
   * page stops taking a signature, and the provider reports Withdrawing and Withdrawn by callback.
   * A contract already final is left as it is.
   */
  withdrawContract(providerRef: string): Promise<void>;
  startIdentityVerification(input: StartIdentityInput): Promise<StartedIdentity>;
  /**
   * Checks a callback's signature and freshness and parses it; `null` when it is not authentic
   * (bad signature, too old, malformed). Replays are refused by the caller by `eventId`.
   */
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): ProviderEvent | null;
}
