import { existsSync } from 'node:fs';
import { openSqlite } from '@/server/db/connection';
import { migrateToLatest } from '@/server/db/migrations';
import { sql } from 'kysely';
import { normaliseForSearch } from '@/contract';
import { generatedProduct } from './support/catalogues';
async function main() {
  const file = '/tmp/hs/200k.sqlite';
  const fresh = !existsSync(file);
  const db = openSqlite(file);
  await migrateToLatest(db);
  if (fresh) {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('categories').values({ id: 1, cat_name: 'sofa', bg_color: '#fff', image_url: 'x', position: 0 }).execute();
      for (let s = 0; s < 200_000; s += 500) {
        const ps = Array.from({ length: 500 }, (_, i) => generatedProduct(s + i));
        await trx.insertInto('products').values(ps.map((p, i) => ({ id: p.id, title: p.title, price_cents: 1, description: p.description, mark: p.mark, category: 'sofa', position: s + i, search_title: normaliseForSearch(p.title) }))).execute();
      }
    });
  }
  const variants: Record<string, string> = {
    inList: `select id from products where id in (select rowid from products_search where products_search match '"kopfhorer"') and instr(search_title, 'kopfhorer') > 0 order by position, id limit 7 offset 600`,
    join: `select p.id from products_search s cross join products p on p.id = s.rowid where products_search match '"kopfhorer"' and instr(p.search_title, 'kopfhorer') > 0 order by p.position, p.id limit 7 offset 600`,
    ftsOnly: `select count(*) from products_search where products_search match '"kopfhorer"'`,
    scanAll: `select id from products where instr(search_title, 'kopfhorer') > 0 order by position, id limit 7 offset 600`,
  };
  for (const [name, q] of Object.entries(variants)) {
    console.log(name, (await sql.raw('explain query plan ' + q).execute(db)).rows.map((r: any) => r.detail).join(' | '));
    for (let k = 0; k < 3; k++) { const t = performance.now(); const r = await sql.raw(q).execute(db); console.log('  ', (performance.now() - t).toFixed(1), 'ms', JSON.stringify(r.rows[0])); }
  }
  await db.destroy();
}
void main();
