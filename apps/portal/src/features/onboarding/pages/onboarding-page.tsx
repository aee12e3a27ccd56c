/** /app/onboarding: the investor onboarding steps (issue 7, in progress). */
export default function Page() {
  return null;
}
