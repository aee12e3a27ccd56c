/**
 * The texts a KYC questionnaire page reads: its own, and the field labels it shares with the
 * advisor's read-only view of the same data (`admin`). The page asks for both at once, so it waits
 * for them together, once; a section that asked for `admin` itself suspended the freshly rendered
 * form for another round trip, and rendered it again.
 */
export const kycPageNamespaces = ['kyc', 'admin'] as const;
