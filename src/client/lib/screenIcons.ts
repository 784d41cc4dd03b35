// Icon shapes (Lucide's, see icons.ts) that only screens in chunks of their own draw (login,
// product). Kept apart from icons.ts: webpack keeps a module's used exports together, so a shape
// there is in the first load wherever it is used.
import type { IconShape } from './icons';

export const LoaderCircle: IconShape = ['M21 12a9 9 0 1 1-6.219-8.56'];
export const ChevronLeft: IconShape = ['m15 18-6-6 6-6'];
export const ChevronRight: IconShape = ['m9 18 6-6-6-6'];
