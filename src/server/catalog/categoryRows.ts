// A category from its row, one way for the shop's API, the staff's edits and a CSV import's replace.
import type { Category } from '../../contract';
import type { ShopDatabase } from '../db/schema';

export const categoryColumns = ['id', 'cat_name', 'bg_color', 'image_url'] as const;

type CategoryRow = Pick<ShopDatabase['categories'], (typeof categoryColumns)[number]>;

export const categoryOf = (row: CategoryRow): Category => ({
  id: Number(row.id),
  catName: row.cat_name,
  bgColor: row.bg_color,
  imageUrl: row.image_url,
});
