/** /invest?token=…: the public invest form (issue 7, in progress). */
export default function Page() {
  return null;
}
