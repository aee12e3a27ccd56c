import { useMediaQuery } from '@mantine/hooks';

/**
 * Identity is verified on a phone only (spec §2 "identity verification (mobile only)"): the
 * provider's page asks for the phone's camera. A phone here is a device whose primary pointer is
 * a finger (`pointer: coarse`) or a screen no wider than Mantine's `sm` breakpoint (48em); it gets
 * the button that opens the verification. Anything else is a computer: it gets a QR code and the
 * link to continue on a phone.
 */
export type IdentityMode = 'phone' | 'desktop';

export const PHONE_POINTER_QUERY = '(pointer: coarse)';
export const PHONE_WIDTH_QUERY = '(max-width: 48em)';

export function identityMode(device: { coarsePointer: boolean; narrowScreen: boolean }): IdentityMode {
  return device.coarsePointer || device.narrowScreen ? 'phone' : 'desktop';
}

export function useIdentityMode(): IdentityMode {
  const coarsePointer = useMediaQuery(PHONE_POINTER_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const narrowScreen = useMediaQuery(PHONE_WIDTH_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  return identityMode({ coarsePointer, narrowScreen });
}
