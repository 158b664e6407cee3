import { asc, count, eq, ne, sql } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { products } from "~/database/schema";
import { dashboardTitle } from "~/database/product-titles";
import { orderBetween, targetPosition } from "./product-order";

/** Duplicating and moving renumber the list; one at a time, so two moves at once cannot give two products one place. */
export const lockProductOrder = (tx: DatabaseExecutor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('products:order'))`);

/** Numbers the products 0, 1, 2… in their public order, in one statement, so the gaps and ties that deletes and old data leave go away. */
export async function renumberProducts(tx: DatabaseExecutor): Promise<void> {
  await tx.execute(sql`
    update ${products} set sort_order = numbered.position
    from (select id, row_number() over (order by sort_order, id) - 1 as position from ${products}) as numbered
    where ${products.id} = numbered.id and ${products.sortOrder} <> numbered.position`);
}

/**
 * Moves a product one place up or down the public order (the dashboard's buttons), or to a position
 * counted from 0 (dropping a dragged card, on any page of the list). Only the moved product is written:
 * it takes an order between its new neighbours; the whole list is renumbered only when they leave no room.
 * Returns its title (also when nothing had to move), or null when it does not exist.
 */
export async function moveProduct(db: Database, id: string, to: "up" | "down" | number): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lockProductOrder(tx);
    const [moving] = await tx.select({ texts: products.texts }).from(products).where(eq(products.id, id)).limit(1);
    if (!moving) return null;
    if (!(await placeBetweenNeighbours(tx, id, to))) {
      await renumberProducts(tx);
      await placeBetweenNeighbours(tx, id, to);
    }
    return dashboardTitle(moving.texts);
  });
}

/** False when the new neighbours' orders leave no room between them. */
async function placeBetweenNeighbours(tx: DatabaseExecutor, id: string, to: "up" | "down" | number): Promise<boolean> {
  const [moving] = await tx.select({ sortOrder: products.sortOrder }).from(products).where(eq(products.id, id)).limit(1);
  const [total] = await tx.select({ value: count() }).from(products);
  const [before] = await tx
    .select({ value: count() })
    .from(products)
    .where(sql`(${products.sortOrder}, ${products.id}) < (${moving!.sortOrder}, ${id})`);
  const from = before!.value;
  const target = targetPosition(from, to, total!.value);
  if (target === from) return true;
  const neighbours = await tx
    .select({ sortOrder: products.sortOrder })
    .from(products)
    .where(ne(products.id, id))
    .orderBy(asc(products.sortOrder), asc(products.id))
    .offset(Math.max(target - 1, 0))
    .limit(2);
  const [previous, next] = target === 0 ? [null, neighbours[0]] : neighbours;
  const order = orderBetween(previous?.sortOrder ?? null, next?.sortOrder ?? null, total!.value);
  if (order === null) return false;
  await tx.update(products).set({ sortOrder: order }).where(eq(products.id, id));
  return true;
}
