/** /campaign?token=…: the public campaign offer (issue 7, in progress). */
export default function Page() {
  return null;
}
