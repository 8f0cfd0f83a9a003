import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text.tsx';

const html = (text: string, links: Parameters<typeof LinkedText>[0]['links']) =>
  render(
    <p>
      <LinkedText text={text} links={links} />
    </p>,
  ).container.innerHTML;

describe('LinkedText', () => {
  it('fills each flat tag with its element, the words inside as the link text', () => {
    expect(
      html('More in the <privacyLink>privacy notice</privacyLink> and <contactLink>here</contactLink>.', {
        privacyLink: <a href="/privacy" />,
        contactLink: <a href="/contact" />,
      }),
    ).toBe('<p>More in the <a href="/privacy">privacy notice</a> and <a href="/contact">here</a>.</p>');
  });

  it('shows a tag with no element given, or an unclosed one, as it is written', () => {
    expect(html('a <other>b</other> <link>c', { link: <a href="/x" /> })).toBe(
      '<p>a &lt;other&gt;b&lt;/other&gt; &lt;link&gt;c</p>',
    );
  });

  it('never turns text into markup', () => {
    expect(html('<img src=x onerror=alert(1)> <b>bold</b>', {})).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &lt;b&gt;bold&lt;/b&gt;</p>',
    );
  });

  it('takes no element from the prototype for a tag named like one of its keys', () => {
    expect(html('<constructor>x</constructor>', {})).toBe('<p>&lt;constructor&gt;x&lt;/constructor&gt;</p>');
  });
});
