/** /app/offers for an investor: their offers (issue 7, in progress). */
export default function Page() {
  return null;
}
