// Catalogue fixtures for client tests: realistic German titles (umlauts, long and short ones).
import type { Category, Product } from '@/contract';

const TITLES = [
  'Küchenstuhl aus Eiche, 2er-Set',
  'SESSEL Lounge mit Samtbezug',
  'Akku-Bohrschrauber 18 V',
  'Laptop 15 Zoll Büro',
  'Sofa',
  'Laufschuhe Straße Herren',
  'Staubsauger beutellos Öko',
  'Bettwäsche Baumwolle',
  'Sporttasche',
  'Couchtisch Nussbaum rund',
  'Hängesessel für Kinder',
  'Fußmatte Kokos',
  'Schreibtischlampe LED',
  'Wanderschuhe wasserdicht',
];

export function makeProduct(id: number, overrides: Partial<Product> = {}): Product {
  const title = TITLES[(id - 1) % TITLES.length] ?? `Produkt ${id}`;
  return {
    id,
    title,
    price: 19.9 + id * 10,
    description: `Beschreibung von ${title}.`,
    image: `/images/products/p${id}-1.svg`,
    images: [`/images/products/p${id}-1.svg`, `/images/products/p${id}-2.svg`, `/images/products/p${id}-3.svg`],
    mark: `Marke ${id}`,
    category: 'sofa',
    ...overrides,
  };
}

/** Four titles for the search tests: umlauts, upper case, and two titles sharing 'sessel'. */
export const searchableProducts = (): Product[] => [
  makeProduct(1, { title: 'Küchenstuhl aus Eiche' }),
  makeProduct(2, { title: 'SESSEL Lounge' }),
  makeProduct(3, { title: 'Laptop 15 Zoll' }),
  makeProduct(4, { title: 'Ohrensessel grün' }),
];

export function makeProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => makeProduct(index + 1));
}

export const categories: Category[] = [
  { id: 1, catName: 'sofa', bgColor: '#f3e3d3', imageUrl: '/images/categories/sofa.svg' },
  { id: 2, catName: 'laptop', bgColor: '#dde8f3', imageUrl: '/images/categories/laptop.svg' },
  { id: 3, catName: 'drilling machine', bgColor: '#f6ecc9', imageUrl: '/images/categories/drilling-machine.svg' },
];
