import type {
  CreateContractInput,
  CreatedContract,
  ProviderEvent,
  SigningProvider,
  StartedIdentity,
  StartIdentityInput,
} from './signing-provider.ts';

/** PLACEHOLDER — replaced by the e-signature helper. */
export class SandboxSigningProvider implements SigningProvider {
  readonly name = 'sandbox';
  constructor(readonly options: { secret: string }) {}
  createContract(_input: CreateContractInput): Promise<CreatedContract> {
    throw new Error('not implemented');
  }
  startIdentityVerification(_input: StartIdentityInput): Promise<StartedIdentity> {
    throw new Error('not implemented');
  }
  verifyCallback(): ProviderEvent | null {
    return null;
  }
}
