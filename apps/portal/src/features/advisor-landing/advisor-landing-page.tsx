/** /doradcy: the advisor landing page (issue 7, in progress). */
export default function Page() {
  return null;
}
