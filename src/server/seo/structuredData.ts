// schema.org JSON-LD for search engines.
import { SHOP_NAME, type Product } from '../../contract';

const SEARCH_TERM_PLACEHOLDER = '{search_term_string}';

/** The shop keeps no stock: every listed product can be ordered. */
export function productJsonLd(product: Product, canonicalUrl: string, imageUrls: string[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: imageUrls,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: product.mark },
    offers: {
      '@type': 'Offer',
      // Two decimals, as schema.org's examples write it.
      price: product.price.toFixed(2),
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: canonicalUrl,
    },
  };
}

export function webSiteJsonLd(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}/?q=${SEARCH_TERM_PLACEHOLDER}`,
      'query-input': 'required name=search_term_string',
    },
  };
}
