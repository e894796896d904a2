/**
 * `POST /__mock/catalogue/orders` of the mock server's dev-only routes (mocks/runtimes/http/
 * control.ts): `{ type, itemKey, quantity?, sku? }` places a new order of that catalogue item at
 * its price now — goods with options name the variant by `sku` and take its price and stock, a
 * book or goods item without options takes its own (placeOrder.ts) — and answers `{ orderKey }`. Tests and the e2e journeys use it to see a price
 * changed in the back-office on a new order's line, and an order lowering a warehouse's stock.
 */
import { z } from 'zod/mini';
import { catalogueTypes } from '@app/shared/api/contract/adminCatalogueWords';
import { MockError } from '@mocks/engine/MockError';
import { placeCatalogueOrder } from './placeOrder';

const bodySchema = z.object({
  type: z.enum(catalogueTypes),
  itemKey: z.string().check(z.minLength(1)),
  quantity: z.optional(z.number().check(z.int())),
  sku: z.optional(z.string().check(z.minLength(1))),
});

export async function placeOrderRoute(request: Request): Promise<Response> {
  const parsed = bodySchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) throw new MockError('badRequest', '상품 종류(type)와 코드(itemKey)를 보내 주세요. 수량(quantity)은 정수, 옵션(sku)은 글자로 보내 주세요.', { part: 'body' });
  const order = await placeCatalogueOrder(parsed.data);
  return Response.json({ orderKey: order.key });
}
