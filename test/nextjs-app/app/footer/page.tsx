import { StorefrontElement } from 'storefront-widgets/react';
import { renderElement } from 'storefront-widgets/server';

const services = process.env.STOREFRONT_SERVICES ?? 'http://127.0.0.1:4520';
// Drawn again at most every five minutes: the footer's documents change with the CMS, not per visitor.
export const revalidate = 300;

async function footerDocuments(site: string) {
  const content = await (await fetch(`${services}/service/footer/api/v1/content/${site}`)).json();
  // The footer's promotion: a 404 means the site has none (null); another failure leaves it to the browser.
  const answer = await fetch(`${services}/service/promotion/api/promotion/SHOP_FOOTER?site=${site}`);
  const promotion = answer.ok
    ? JSON.parse((await answer.json()).contentJSON)
    : answer.status === 404
      ? null
      : undefined;
  return { content, promotion };
}

export default async function FooterPage() {
  const footer = renderElement('shop-footer', { site: 'PL' }, { ...(await footerDocuments('PL')) });
  const newsletter = renderElement('newsletter-signup', { site: 'PL' });
  return (
    <>
      <main>
        <h1>Sklep</h1>
        <StorefrontElement html={newsletter} />
      </main>
      <StorefrontElement html={footer} />
    </>
  );
}
