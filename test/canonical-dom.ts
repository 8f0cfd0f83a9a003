/**
 * A DOM as canonical text, for comparing a server render with a browser render: attributes sorted, comments out,
 * adjacent texts as one, a select's chosen option as a pseudo-attribute (React's server marks it `selected`, its
 * client sets the value), React's generated ids (`_R_…_` on a server, `_r_…_` in a browser) numbered by first
 * appearance, and the server's stylesheet link and snapshot script left out (they are not what the element draws).
 * Self-contained, so that a browser test can run it in the page (`handle.evaluate(canonicalDom)`); the unit tests
 * call it in happy-dom.
 */
export function canonicalDom(root: ParentNode): string {
  const chosen = (select: HTMLSelectElement) => {
    const options = [...select.options];
    return (
      (options.find((option) => option.selected || option.hasAttribute('selected')) ?? options[0])?.value ??
      ''
    );
  };
  const canonical = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const element = node as Element;
    if (
      (element.localName === 'link' && element.getAttribute('rel') === 'stylesheet') ||
      element.hasAttribute('data-sw-snapshot')
    )
      return '';
    const attributes = [...element.attributes]
      .filter((attribute) => !(element.localName === 'option' && attribute.name === 'selected'))
      .map((attribute) => ` ${attribute.name}="${attribute.value}"`)
      .concat(element.localName === 'select' ? [` (chosen)="${chosen(element as HTMLSelectElement)}"`] : [])
      .sort()
      .join('');
    return `<${element.localName}${attributes}>${[...element.childNodes].map(canonical).join('')}</${element.localName}>\n`;
  };
  const ids = new Map<string, string>();
  return [...root.childNodes]
    .map(canonical)
    .join('')
    .replace(/_[rR]_[0-9a-z]+_/g, (id) => {
      if (!ids.has(id)) ids.set(id, `«id${ids.size}»`);
      return ids.get(id)!;
    });
}
