/** PLACEHOLDER: replaced by the feature's author. */
export default function Placeholder() {
  return null;
}
