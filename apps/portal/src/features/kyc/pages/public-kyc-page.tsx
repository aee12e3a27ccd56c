/** /kyc-form?token=…: the public KYC form (issue 7, in progress). */
export default function Page() {
  return null;
}
