import { MAX_INVOICE_LINES, productsResponseSchema, type Product } from '@sauda/domain';
import { request } from '../../../api/request';

/**
 * GET products?order_id= (SPEC §7): the products of an order as the catalog has them now,
 * with today's prices and stock. One page holds every line an invoice may have.
 */
export async function getOrderProducts(orderQueryId: string): Promise<Product[]> {
  const body = await request({
    url: 'products',
    query: { order_id: orderQueryId, page: 1, per_page: MAX_INVOICE_LINES },
    action: 'GET_ORDER_PRODUCTS',
    schema: productsResponseSchema,
  });
  return body.products;
}
