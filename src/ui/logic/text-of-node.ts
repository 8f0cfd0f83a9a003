import { isValidElement, type ReactNode } from 'react';

/**
 * The plain text of rich React content ('I accept the <a>terms</a>' → 'I accept the terms'), for naming a
 * field whose label holds markup, such as a checkbox's, in its default error message.
 */
export function textOfNode(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => textOfNode(child)).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOfNode(node.props.children);
  return '';
}
