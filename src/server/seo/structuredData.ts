// schema.org descriptions (JSON-LD) that search engines read from a page: the product with its
// offer on a product page, the shop and its search on the home page.
import { SHOP_NAME, type Product } from '../../contract';

export const SEARCH_TERM_PLACEHOLDER = '{search_term_string}';

/** A product page: every price is in euros and every listed product can be ordered (no stock kept). */
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
      // A string with two decimals, as schema.org's examples write it; prices are whole cents.
      price: product.price.toFixed(2),
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: canonicalUrl,
    },
  };
}

/** The home page: the shop, and how to search it (a link that opens its search, /?q=…). */
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
