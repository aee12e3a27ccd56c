/// <reference lib="dom" />
/** The DOM side of the payload checks (portal and console component tests, happy-dom). */

/** A DOM (rendered by React) that showed payloads: no script, no element with a handler. */
export function activeElementsIn(root: ParentNode): string[] {
  const found: string[] = [];
  for (const script of Array.from(root.querySelectorAll('script'))) found.push(`script: ${script.outerHTML}`);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${element.tagName}[${name}]`);
      if (name === 'srcdoc') found.push(`${element.tagName}[srcdoc]`);
      if (['href', 'src', 'action', 'formaction'].includes(name) && /^\s*javascript:/i.test(attribute.value)) {
        found.push(`${element.tagName}[${name}=javascript:]`);
      }
    }
  }
  for (const image of Array.from(root.querySelectorAll('img[src="x"], svg[onload]'))) found.push(image.outerHTML);
  return found;
}
