// The shapes only lazy screens draw. Apart from firstLoadShapes.ts because webpack keeps a module's
// used exports together: a shape there is in the first load wherever it is used.
import type { IconShape } from './firstLoadShapes';

export const LoaderCircle: IconShape = ['M21 12a9 9 0 1 1-6.219-8.56'];
export const ChevronLeft: IconShape = ['m15 18-6-6 6-6'];
export const ChevronRight: IconShape = ['m9 18 6-6-6-6'];
export const ShoppingCart: IconShape = [
  'm2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18',
  'M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25',
  [18, 20, 2],
  [8, 20, 2],
];
