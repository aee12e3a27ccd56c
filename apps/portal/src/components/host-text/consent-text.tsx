import { Anchor } from '@mantine/core';
import { type ConsentNode, parseConsentMarkup } from '@wl/shared/console';
import { Fragment, type ReactNode } from 'react';

function render(nodes: readonly ConsentNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    // Parsed markup has no ids; its order is what identifies a node, and it never reorders.
    const key = index;
    switch (node.type) {
      case 'text':
        return <Fragment key={key}>{node.text}</Fragment>;
      case 'br':
        return <br key={key} />;
      case 'a':
        return (
          <Anchor key={key} href={node.href} target="_blank" rel="noopener noreferrer" inherit>
            {render(node.children)}
          </Anchor>
        );
      case 'strong':
      case 'b':
        return <strong key={key}>{render(node.children)}</strong>;
      case 'em':
      case 'i':
        return <em key={key}>{render(node.children)}</em>;
    }
    return null;
  });
}

/**
 * A host's consent text with the small markup operators may use (links, emphasis, line breaks),
 * built as React elements from the shared parser's nodes — never injected as HTML. Text that does
 * not parse (written before the rule existed) is shown as it is, as plain text.
 */
export function ConsentText({ text }: { text: string }) {
  const parsed = parseConsentMarkup(text);
  return <span style={{ whiteSpace: 'pre-line' }}>{parsed.ok ? render(parsed.nodes) : text}</span>;
}
