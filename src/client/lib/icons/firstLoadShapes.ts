// Lucide's shapes (LICENSE-lucide.txt), drawn by components/Icon.tsx: lucide-react itself carries
// machinery (context, class merging) the first load cannot afford.

/** A 24×24 stroke icon: path data, or [cx, cy, r] for a circle. */
export type IconShape = readonly (string | readonly [number, number, number])[];

export const Heart: IconShape = [
  'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5',
];
export const House: IconShape = [
  'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8',
  'M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
];
export const User: IconShape = ['M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2', [12, 7, 4]];
export const LogOut: IconShape = ['m16 17 5-5-5-5', 'M21 12H9', 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4'];
export const ShoppingBasket: IconShape = [
  'm15 11-1 9',
  'm19 11-4-7',
  'M2 11h20',
  'm3.5 11 1.6 7.4a2 2 0 0 0 2 1.6h9.8a2 2 0 0 0 2-1.6l1.7-7.4',
  'M4.5 15.5h15',
  'm5 11 4-7',
  'm9 11 1 9',
];
export const RotateCw: IconShape = ['M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8', 'M21 3v5h-5'];
export const ArrowRight: IconShape = ['M5 12h14', 'm12 5 7 7-7 7'];
export const PackageSearch: IconShape = [
  'M12 22V12',
  'M20.27 18.27 22 20',
  'M21 10.498V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.729l7 4a2 2 0 0 0 2 .001l.98-.559',
  'M3.29 7 12 12l8.71-5',
  'm7.5 4.27 8.997 5.148',
  [18.5, 16.5, 2.5],
];
