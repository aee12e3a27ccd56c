/** /app/onboarding/{id}/primary-data: the KYC questionnaire of a request (issue 7, in progress). */
export default function Page() {
  return null;
}
