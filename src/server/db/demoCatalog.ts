// The demo catalogue seeded on first start: the nine categories of docs/requirements.md §3 and
// products a shopper would believe. Each names the kind of picture scripts/generate-images.ts draws.
// Typed by the contract's staff shapes, which an import's records have: the seed needs no feature.
import type { AdminCategory, AdminProduct } from '../../contract';
import { DEFAULT_VAT_RATE } from '../../contract/selling';

// prettier-ignore
export type PictureKind =
  | 'drill' | 'hammerDrill' | 'screwdriver' | 'laptop' | 'sneaker' | 'boot' | 'pump' | 'sofa'
  | 'armchair' | 'chair' | 'football' | 'basketball' | 'dumbbell' | 'barbell' | 'racket' | 'tshirt'
  | 'polo' | 'towels' | 'cushion' | 'boxers' | 'socks' | 'canister' | 'robotVacuum' | 'stickVacuum'
  | 'floorLamp' | 'tableLamp' | 'headphones' | 'kettle';

export interface DemoProduct {
  id: number;
  slug: string;
  kind: PictureKind;
  pictures: number;
  title: string;
  price: number;
  mark: string;
  category: string;
  description: string;
}

// prettier-ignore
const categoryColours: Array<[string, string]> = [
  ['drilling machine', '#fde2c8'], ['laptop', '#dbe7f5'], ['sale', '#fbd5d5'], ['shoes', '#e8e0f4'],
  ['sofa', '#f3e3d3'], ['sport', '#d7f0dd'], ['textile', '#f6ecc9'], ['underwear', '#f9dbe8'],
  ['vacuum cleaner', '#d9eef0'],
];

export const demoCategories: AdminCategory[] = categoryColours.map(([catName, bgColor], index) => ({
  id: index + 1,
  catName,
  bgColor,
  imageUrl: `/images/categories/${catName.replace(/ /g, '-')}.webp`,
}));

type Row = [
  slug: string,
  kind: PictureKind,
  pictures: number,
  title: string,
  price: number,
  mark: string,
  description: string,
];

// prettier-ignore
const rowsByCategory: Record<string, Row[]> = {
  'drilling machine': [
    ['akku-bohrschrauber-18v', 'drill', 3, 'Akku-Bohrschrauber 18 V mit 2 Akkus und Koffer', 129.99, 'Werkmeister', 'Kräftiger Bohrschrauber mit 60 Nm Drehmoment und zwei 2,0-Ah-Akkus. Die LED-Leuchte erhellt dunkle Ecken, der Koffer hält alles beisammen.'],
    ['schlagbohrmaschine-850w', 'hammerDrill', 2, 'Schlagbohrmaschine 850 W mit Zusatzhandgriff', 89.5, 'Kraftholz', 'Bohrt mühelos in Beton, Stein und Holz. Mit Tiefenanschlag und stufenloser Drehzahlregelung.'],
    ['bohrhammer-sds-plus', 'hammerDrill', 4, 'Bohrhammer SDS-plus 1.100 W, 3 Funktionen', 219, 'Werkmeister', 'Bohren, Hammerbohren und Meißeln in einem Gerät. Die Vibrationsdämpfung schont die Hände bei langen Arbeiten.'],
    ['akku-schrauber-kompakt', 'screwdriver', 2, 'Kompakter Akku-Schrauber 3,6 V mit Bit-Set', 34.95, 'Handfest', 'Handlich und leicht für Möbelaufbau und kleine Reparaturen. Wird über USB-C geladen.'],
    ['profi-bohrschrauber-brushless', 'drill', 3, 'Profi-Bohrschrauber bürstenlos 18 V, 2 Gänge', 249.9, 'Kraftholz', 'Bürstenloser Motor für lange Laufzeit und 85 Nm Drehmoment. Robustes Metallgetriebe für den täglichen Einsatz auf der Baustelle.'],
  ],
  laptop: [
    ['notebook-ultraleicht-14', 'laptop', 4, 'Ultraleichtes Notebook 14 Zoll, 16 GB RAM, 512 GB SSD', 899, 'Nordlicht', 'Nur 1,1 kg leicht und bis zu 14 Stunden Akkulaufzeit. Das entspiegelte Display ist auch im Zug gut lesbar.'],
    ['gaming-laptop-16', 'laptop', 3, 'Gaming-Laptop 16 Zoll mit RTX-Grafik und 165 Hz', 1649, 'Blitzwerk', 'Schnelle Grafikkarte und ein 165-Hz-Bildschirm für flüssige Spiele. Die Tastatur ist mehrfarbig beleuchtet.'],
    ['business-notebook-15', 'laptop', 2, 'Business-Notebook 15,6 Zoll mit Fingerabdruckleser', 1099, 'Nordlicht', 'Sicherer Login per Fingerabdruck, matte Full-HD-Anzeige und viele Anschlüsse. Ideal für Büro und Homeoffice.'],
    ['convertible-13', 'laptop', 3, 'Convertible 13,3 Zoll mit Touchscreen und Stift', 749, 'Papierflug', 'Als Notebook oder Tablet nutzbar, mit drehbarem Scharnier. Der Stift liegt bei und haftet magnetisch am Gehäuse.'],
    ['studenten-laptop-15', 'laptop', 2, 'Laptop für Schule und Studium 15,6 Zoll, 8 GB', 449.99, 'Papierflug', 'Zuverlässig für Texte, Tabellen und Videokonferenzen. Leise, leicht und mit großer Tastatur samt Ziffernblock.'],
    ['workstation-laptop-17', 'laptop', 4, 'Mobile Workstation 17 Zoll, 64 GB RAM, 2 TB SSD', 2899, 'Blitzwerk', 'Für Videoschnitt, CAD und große Datenmengen gebaut. Farbtreues Display mit 100 % DCI-P3.'],
  ],
  sale: [
    ['stehleuchte-messing', 'floorLamp', 2, 'Stehleuchte Messing mit Leinenschirm – Restposten', 59.9, 'Lichthaus', 'Warmes, blendfreies Licht für die Leseecke. Letzte Stücke aus der Herbstkollektion.'],
    ['kopfhoerer-bluetooth', 'headphones', 3, 'Bluetooth-Kopfhörer mit Geräuschunterdrückung', 79, 'Klangwerk', 'Bis zu 30 Stunden Musik, weiche Ohrpolster und aktive Geräuschunterdrückung. Jetzt stark reduziert.'],
    ['wasserkocher-glas', 'kettle', 2, 'Glas-Wasserkocher 1,7 l mit Temperaturwahl', 29.99, 'Küchenglück', 'Fünf Temperaturstufen für Tee und Kaffee, mit blauer Innenbeleuchtung. Abschaltautomatik und Trockengehschutz.'],
    ['tischleuchte-keramik', 'tableLamp', 1, 'Tischleuchte Keramik, salbeigrün', 24.5, 'Lichthaus', 'Kleine Leuchte mit mattglasiertem Keramikfuß. Ein Ausstellungsstück zum halben Preis.'],
    ['sessel-lounge-ausstellung', 'armchair', 2, 'SESSEL Lounge Samt, Ausstellungsstück', 299, 'Wohnwerk', 'Tiefer Loungesessel mit Samtbezug und Eichenfüßen. Ausstellungsstück in sehr gutem Zustand.'],
  ],
  shoes: [
    ['sneaker-leder-weiss', 'sneaker', 3, 'Sneaker aus Glattleder, weiß, für Damen und Herren', 89.95, 'Laufwerk', 'Zeitloser Sneaker mit herausnehmbarer Sohle aus Kork. Das Leder wird in Europa pflanzlich gegerbt.'],
    ['laufschuh-daempfung', 'sneaker', 4, 'Laufschuh mit extra Dämpfung für lange Strecken', 129, 'Laufwerk', 'Leichte Schaumsohle und atmungsaktives Obermaterial. Für Läufe vom Feierabendtrab bis zum Halbmarathon.'],
    ['winterstiefel-gefuettert', 'boot', 3, 'Gefütterte Winterstiefel, wasserdicht, Größe 36–46', 149.9, 'Bergpfad', 'Warmes Lammfellfutter und eine griffige Profilsohle. Hält die Füße auch bei Schneematsch trocken.'],
    ['chelsea-boots-wildleder', 'boot', 2, 'Chelsea Boots aus Wildleder, cognac', 119, 'Stadtschritt', 'Mit elastischen Einsätzen schnell an- und ausgezogen. Passen zu Jeans ebenso wie zur Stoffhose.'],
    ['pumps-klassisch', 'pump', 2, 'Klassische Pumps mit 7-cm-Absatz, schwarz', 69.99, 'Stadtschritt', 'Elegante Pumps aus Lackleder mit gepolsterter Innensohle. Für Büro, Hochzeit und Theaterabend.'],
  ],
  sofa: [
    ['ecksofa-cord', 'sofa', 4, 'Ecksofa Cord mit Schlaffunktion und Bettkasten', 1299, 'Wohnwerk', 'Großzügiges Ecksofa aus weichem Cord, das sich mit einem Handgriff zum Doppelbett macht. Im Bettkasten ist Platz für Decken und Kissen.'],
    ['zweisitzer-leinen', 'sofa', 3, 'Zweisitzer Leinenoptik, sandfarben, 160 cm', 549, 'Nordholz', 'Kompaktes Sofa für kleine Wohnungen. Die Bezüge lassen sich abnehmen und waschen.'],
    ['ledersofa-dreisitzer', 'sofa', 3, 'Ledersofa Dreisitzer aus Vollnarbenleder, cognac', 2190, 'Wohnwerk', 'Robustes Vollnarbenleder, das mit den Jahren schöner wird. Federkern und Kaltschaum sorgen für festen Sitz.'],
    ['sessel-lounge-samt', 'armchair', 3, 'SESSEL Lounge mit Hocker, Samt petrol', 429, 'Nordholz', 'Bequemer Sessel mit passendem Fußhocker. Samtbezug in Petrol, Füße aus geölter Eiche.'],
    ['kuechenstuhl-eiche', 'chair', 2, 'Küchenstuhl aus Eiche, 2er-Set', 189, 'Nordholz', 'Massive Eiche, geölt und mit geschwungener Rückenlehne. Stabil, pflegeleicht und bequem auch bei langen Abendessen.'],
    ['ohrensessel-wolle', 'armchair', 2, 'Ohrensessel Wollstoff, grau meliert', 379, 'Wohnwerk', 'Hohe Rückenlehne mit Ohren für ein gemütliches Lesestündchen. Der Wollstoff ist strapazierfähig und angenehm warm.'],
  ],
  sport: [
    ['fussball-groesse-5', 'football', 2, 'Fußball Größe 5, handgenäht, für Rasen und Halle', 24.99, 'Torjäger', 'Handgenähter Ball mit 32 Feldern und Latexblase. Behält seine Form auch nach vielen Spielen.'],
    ['kurzhantel-set', 'dumbbell', 3, 'Kurzhantel-Set 2 × 10 kg mit Gusseisenscheiben', 59, 'Eisenfest', 'Verstellbare Hanteln mit rutschfesten Griffen und Sternverschlüssen. Ideal für das Training zu Hause.'],
    ['tennisschlaeger-carbon', 'racket', 2, 'Tennisschläger aus Carbon, 285 g, besaitet', 99.95, 'Netzroller', 'Leichter Schläger mit großer Schlagfläche für Einsteiger und Fortgeschrittene. Wird fertig besaitet geliefert.'],
    ['basketball-outdoor', 'basketball', 2, 'Basketball Größe 7 für draußen, griffig', 29.9, 'Korbwurf', 'Strapazierfähige Gummihülle mit tiefen Rillen für sicheren Griff auf Asphalt und Platz.'],
    ['langhantel-set', 'barbell', 2, 'Langhantel-Set 50 kg mit Stange und Klemmen', 149, 'Eisenfest', 'Verchromte Stange mit 1,6 m Länge und Scheiben von 1,25 bis 10 kg. Für Kniebeugen, Bankdrücken und mehr.'],
  ],
  textile: [
    ['tshirt-biobaumwolle', 'tshirt', 4, 'T-Shirt aus Biobaumwolle, 3er-Pack, Unisex', 39.9, 'Grünfaden', 'Weiche Baumwolle aus kontrolliert biologischem Anbau, fair genäht. Formstabil auch nach vielen Wäschen.'],
    ['frottier-handtuecher', 'towels', 3, 'Frottier-Handtuchset 6-teilig, 500 g/m²', 49.95, 'Badeglück', 'Flauschige und saugstarke Handtücher in zwei Größen. Waschbar bei 60 °C.'],
    ['kissenbezug-leinen', 'cushion', 2, 'Kissenbezüge Leinen 50 × 50 cm, 2 Stück', 27.5, 'Grünfaden', 'Vorgewaschenes Leinen mit verdecktem Reißverschluss. Bringt Farbe auf Sofa und Bett.'],
    ['poloshirt-pique', 'polo', 2, 'Poloshirt aus Piqué für Herren, marineblau', 34.95, 'Hafenwind', 'Klassisches Polo mit Knopfleiste und Seitenschlitzen. Atmungsaktiver Piqué-Stoff.'],
    ['zierkissen-samt', 'cushion', 3, 'Zierkissen Samt mit Füllung, 45 × 45 cm', 19.99, 'Badeglück', 'Weiches Samtkissen mit Federfüllung. Passt zu Sofa, Sessel und Bett.'],
    ['strandtuch-xxl', 'towels', 1, 'Strandtuch XXL 100 × 180 cm, gestreift', 24.95, 'Hafenwind', 'Großes, leichtes Tuch aus Baumwollvelours. Trocknet schnell und passt in jede Strandtasche.'],
  ],
  underwear: [
    ['boxershorts-5er', 'boxers', 3, 'Boxershorts aus Baumwolle, 5er-Pack, Herren', 29.95, 'Leibwohl', 'Bequeme Boxershorts mit weichem Bund ohne Einschneiden. Aus dehnbarer Baumwolle mit Elasthan.'],
    ['sportsocken-6er', 'socks', 2, 'Sportsocken mit Frotteesohle, 6 Paar', 17.99, 'Leibwohl', 'Gepolsterte Sohle und verstärkte Ferse für Sport und Alltag. Größen 35–50.'],
    ['merino-socken', 'socks', 3, 'Wandersocken aus Merinowolle, 2 Paar', 24.5, 'Bergpfad', 'Merinowolle wärmt, kühlt und bleibt lange geruchsfrei. Mit Polsterung an Zehen und Ferse.'],
    ['retroshorts-modal', 'boxers', 2, 'Retroshorts aus Modal, 3er-Pack, anthrazit', 32, 'Feinwäsche', 'Seidig weiches Modal, das sich kühl anfühlt. Flache Nähte für unsichtbares Tragen.'],
    ['kuschelsocken-winter', 'socks', 1, 'Kuschelsocken für den Winter mit Noppen', 12.95, 'Feinwäsche', 'Flauschige Socken mit rutschfesten Noppen für kalte Holzböden. Einheitsgröße 36–42.'],
  ],
  'vacuum cleaner': [
    ['bodenstaubsauger-beutellos', 'canister', 3, 'Bodenstaubsauger beutellos, 2 l Staubbehälter', 139, 'Saugstark', 'Kräftige Saugleistung ohne Beutelkosten. Der HEPA-Filter hält auch feinen Staub zurück.'],
    ['saugroboter-app', 'robotVacuum', 4, 'Saugroboter mit App-Steuerung und Wischfunktion', 349, 'Putzblitz', 'Kartiert die Wohnung per Laser und saugt und wischt nach Zeitplan. Fährt selbst zurück zur Ladestation.'],
    ['akku-stielsauger', 'stickVacuum', 3, 'Akku-Stielsauger 2-in-1 mit 45 Minuten Laufzeit', 229, 'Saugstark', 'Leicht, kabellos und mit abnehmbarem Handsauger für Auto und Sofa. Die Bodendüse hat LED-Licht.'],
    ['profi-nass-trockensauger', 'canister', 2, 'Nass- und Trockensauger 30 l für Werkstatt und Garage', 119.95, 'Werkmeister', 'Saugt Staub, Späne und Flüssigkeiten. Mit Steckdose für Elektrowerkzeuge und Blasfunktion.'],
    ['premium-saugroboter', 'robotVacuum', 3, 'Premium-Saugroboter mit Absaugstation, 60 Tage', 1049, 'Putzblitz', 'Die Station leert den Roboter selbst und fasst den Staub von bis zu 60 Tagen. Erkennt Teppiche und Hindernisse.'],
  ],
};

// Round-robin over the categories, so the first cards on the home page show the whole range.
function interleave(): Array<[string, Row]> {
  const lists = Object.entries(rowsByCategory);
  const longest = Math.max(...lists.map(([, rows]) => rows.length));
  const order: Array<[string, Row]> = [];
  for (let index = 0; index < longest; index++) {
    for (const [category, rows] of lists) {
      const row = rows[index];
      if (row) order.push([category, row]);
    }
  }
  return order;
}

export const demoProducts: DemoProduct[] = interleave().map(
  ([category, [slug, kind, pictures, title, price, mark, description]], index) => ({
    id: index + 1,
    slug,
    kind,
    pictures,
    title,
    price,
    mark,
    category,
    description,
  }),
);

export function pictureFiles(product: Pick<DemoProduct, 'slug' | 'pictures'>): string[] {
  return Array.from({ length: product.pictures }, (_, index) => `${product.slug}-${index + 1}.webp`);
}

export const demoCatalog: { categories: AdminCategory[]; products: AdminProduct[] } = {
  categories: demoCategories,
  products: demoProducts.map(({ id, title, price, description, mark, category, ...picture }) => ({
    id,
    title,
    price,
    description,
    mark,
    category,
    images: pictureFiles(picture),
    // The demo shop counts no stock: every product stays in stock, at the full rate.
    stock: null,
    vatRate: DEFAULT_VAT_RATE,
  })),
};
