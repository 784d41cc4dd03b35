// The selling API's schemas (what the server validates and documents) and the contract's interfaces
// (what the client is typed with) describe the same shapes: `npm run typecheck` fails where they part.
import type { Static } from '@sinclair/typebox';
import type { BasketLine, OrderRequest, OrderView, PlacedOrder, ProductAvailability } from '@/contract';
import type {
  BasketLineSchema,
  OrderRequestSchema,
  OrderViewSchema,
  PlacedOrderSchema,
  ProductAvailabilitySchema,
} from '@/contract/orderSchemas';

/** true only when A and B are the same type (not merely assignable one way). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const same: Record<string, true> = {
  ProductAvailability: true satisfies Same<Static<typeof ProductAvailabilitySchema>, ProductAvailability>,
  BasketLine: true satisfies Same<Static<typeof BasketLineSchema>, BasketLine>,
  OrderRequest: true satisfies Same<Static<typeof OrderRequestSchema>, OrderRequest>,
  PlacedOrder: true satisfies Same<Static<typeof PlacedOrderSchema>, PlacedOrder>,
  OrderView: true satisfies Same<Static<typeof OrderViewSchema>, OrderView>,
};

it('has each selling schema the same shape as its contract interface (checked by the compiler)', () => {
  expect(Object.keys(same)).toHaveLength(5);
});
