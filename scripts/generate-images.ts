// `npx tsx scripts/generate-images.ts`: draws every picture of the shop under public/ as SVG and
// writes the ones a page shows as WebP, as a shop's product photos and artwork are: a browser
// decodes a raster picture off the main thread, while it opens every SVG picture as a small
// document of its own on the main thread (the performance goals: a search that shows new cards, and the start of
// every page on a slow phone, felt that). The favicon too, as PNG, the format every browser takes
// for it. The output is committed; run this again after changing the demo catalogue or a drawing
// (it needs Chromium, as the browser tests do).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { demoCategories, demoProducts, pictureFiles, type PictureKind } from '@/server/db/demoCatalog';
import { hammerDrill, drill, screwdriver } from './images/tools';
import { headphones, kettle, laptop } from './images/tech';
import { armchair, chair, floorLamp, sofa, tableLamp } from './images/furniture';
import { boot, boxers, cushion, polo, pump, sneaker, socks, towels, tshirt } from './images/apparel';
import { barbell, basketball, dumbbell, football, racket } from './images/sport';
import { canister, robotVacuum, stickVacuum } from './images/cleaning';
import { favicon, logoMark, logoWide, saleTag } from './images/logos';
import { rasterise } from './images/rasterise';
import { colours, productPicture, tilePicture, type Colours } from './images/svg';

type Drawing = (c: Colours) => string;

/** One drawing per kind and the colours it comes in; picture n of a product uses the next colour. */
const kinds: Record<PictureKind, { draw: Drawing; palette: string[] }> = {
  drill: { draw: drill, palette: ['#2e7d32', '#1565c0', '#e65100', '#c62828'] },
  hammerDrill: { draw: hammerDrill, palette: ['#1565c0', '#2e7d32', '#00838f', '#e65100'] },
  screwdriver: { draw: screwdriver, palette: ['#f9a825', '#6a1b9a', '#00897b'] },
  laptop: { draw: laptop, palette: ['#3f6fd8', '#8e44ad', '#16a085', '#d35400'] },
  sneaker: { draw: sneaker, palette: ['#e53935', '#1e88e5', '#43a047', '#f4f4f4'] },
  boot: { draw: boot, palette: ['#8d5a2b', '#5d4037', '#37474f', '#a1887f'] },
  pump: { draw: pump, palette: ['#212121', '#b71c1c', '#4a148c'] },
  sofa: { draw: sofa, palette: ['#8d6e63', '#546e7a', '#c0a080', '#6d8a5e'] },
  armchair: { draw: armchair, palette: ['#00695c', '#ad1457', '#5d4037', '#455a64'] },
  chair: { draw: chair, palette: ['#c49a6c', '#a47148', '#d9b48f'] },
  football: { draw: football, palette: ['#263238', '#1a237e', '#b71c1c'] },
  basketball: { draw: basketball, palette: ['#e8741e', '#d35400', '#c0561a'] },
  dumbbell: { draw: dumbbell, palette: ['#37474f', '#c62828', '#1565c0'] },
  barbell: { draw: barbell, palette: ['#263238', '#2e7d32', '#1565c0'] },
  racket: { draw: racket, palette: ['#1565c0', '#c62828', '#2e7d32'] },
  tshirt: { draw: tshirt, palette: ['#5c8d89', '#e0a96d', '#3d5a80', '#d9d9d9'] },
  polo: { draw: polo, palette: ['#1f3a5f', '#b23a48', '#3c8d5a'] },
  towels: { draw: towels, palette: ['#4fa3c7', '#e59f9f', '#88b04b'] },
  cushion: { draw: cushion, palette: ['#c77d5a', '#4e7d8c', '#a3a847'] },
  boxers: { draw: boxers, palette: ['#2f4858', '#86bbd8', '#7b2d26'] },
  socks: { draw: socks, palette: ['#6d597a', '#b56576', '#355070'] },
  canister: { draw: canister, palette: ['#c62828', '#1565c0', '#6a1b9a'] },
  robotVacuum: { draw: robotVacuum, palette: ['#eceff1', '#37474f', '#90a4ae', '#263238'] },
  stickVacuum: { draw: stickVacuum, palette: ['#7e57c2', '#26a69a', '#ef6c00'] },
  floorLamp: { draw: floorLamp, palette: ['#c9a227', '#9e9e9e'] },
  tableLamp: { draw: tableLamp, palette: ['#8fae8b', '#d4a373'] },
  headphones: { draw: headphones, palette: ['#37474f', '#f5f5f5', '#1565c0'] },
  kettle: { draw: kettle, palette: ['#455a64', '#b0bec5'] },
};

const categoryDrawings: Record<string, () => string> = {
  'drilling machine': () => drill(colours('#e65100')),
  laptop: () => laptop(colours('#3f6fd8')),
  sale: saleTag,
  shoes: () => sneaker(colours('#7e57c2')),
  sofa: () => sofa(colours('#8d6e63')),
  sport: () => football(colours('#263238')),
  textile: () => tshirt(colours('#c77d5a')),
  underwear: () => socks(colours('#b56576')),
  'vacuum cleaner': () => canister(colours('#00838f')),
};

const PRODUCT_BACKGROUND = '#f7f5f2';
/** Sharp on the detail page at its widest (about 550 CSS px) and on a phone's card at 3× density. */
const PRODUCT_PICTURE_SIZE = 800;
/** A tile's picture is at most 160 CSS px wide (a phone's two columns): 3× that. */
const TILE_PICTURE_SIZE = 480;
/** The logos at 3× their CSS size: the mark 40×40 px in the header, the wide one 150×40 in the footer. */
const LOGO_SCALE = 3;
/** Enough for a tab at 2× density and a bookmark. */
const FAVICON_SIZE = 64;
const PICTURE_QUALITY = 0.85;
const publicDir = path.resolve(__dirname, '..', 'public');
const out = (relative: string, content: string | Buffer) => {
  const file = path.join(publicDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? `${content}\n` : content);
};

interface Picture {
  /** Under public/. */
  file: string;
  svg: string;
}

/** Writes pictures of one size as WebP (or PNG). */
async function writeRaster(
  pictures: readonly Picture[],
  width: number,
  height: number,
  type: 'image/webp' | 'image/png' = 'image/webp',
): Promise<void> {
  const files = await rasterise(
    pictures.map((picture) => picture.svg),
    { width, height, quality: PICTURE_QUALITY, type },
  );
  pictures.forEach(({ file }, index) => out(file, files[index] as Buffer));
}

function productPictures(): Picture[] {
  const pictures: Picture[] = [];
  for (const product of demoProducts) {
    const { draw, palette } = kinds[product.kind];
    pictureFiles(product).forEach((file, index) => {
      const main = palette[(product.id + index) % palette.length] ?? '#777777';
      pictures.push({
        file: `images/products/${file}`,
        svg: productPicture(draw(colours(main)), index, PRODUCT_BACKGROUND),
      });
    });
  }
  return pictures;
}

function categoryPictures(): Picture[] {
  return demoCategories.map((category) => {
    const draw = categoryDrawings[category.catName];
    if (!draw) throw new Error(`no drawing for category '${category.catName}'`);
    return { file: category.imageUrl.replace(/^\//, ''), svg: tilePicture(draw()) };
  });
}

async function writeAllPictures(): Promise<string> {
  // Folders of generated pictures only: a picture no longer drawn must not stay behind.
  for (const dir of ['products', 'categories', 'logos'])
    rmSync(path.join(publicDir, 'images', dir), { recursive: true, force: true });
  const products = productPictures();
  const categories = categoryPictures();
  await writeRaster(products, PRODUCT_PICTURE_SIZE, PRODUCT_PICTURE_SIZE);
  await writeRaster(categories, TILE_PICTURE_SIZE, TILE_PICTURE_SIZE);
  await writeRaster([{ file: 'images/logos/logo.webp', svg: logoMark() }], 40 * LOGO_SCALE, 40 * LOGO_SCALE);
  await writeRaster([{ file: 'images/logos/logo-wide.webp', svg: logoWide() }], 150 * LOGO_SCALE, 40 * LOGO_SCALE);
  rmSync(path.join(publicDir, 'favicon.svg'), { force: true });
  await writeRaster([{ file: 'favicon.png', svg: favicon() }], FAVICON_SIZE, FAVICON_SIZE, 'image/png');
  return `wrote ${products.length} product pictures, ${categories.length} category pictures, 2 logos and the favicon to ${publicDir}`;
}

writeAllPictures().then(
  (summary) => console.log(summary),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
