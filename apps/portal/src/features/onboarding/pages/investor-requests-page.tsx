/** /app/onboarding/requests for an investor (issue 7, in progress). */
export default function Page() {
  return null;
}
