import {
  merchantVoucherStatus,
  promotionStatus,
  toPaisa,
  type MerchantProduct,
  type MerchantProductPatchBody,
  type MerchantVoucher,
  type MerchantVoucherCreateBody,
  type MerchantVoucherPatchBody,
} from '@sauda/domain';
import { jsonResponse, stubFetch, type FetchCall } from '../../../../api/testing/fetch-stub';
import { withChange } from '../../inventory/model/product-change';
import { STORE_ID } from '../../inventory/testing/serve-merchant-products';

const BASE = `/api/v1/merchant/stores/${STORE_ID}`;

/** Answers a call before the fake server does; undefined lets the server answer. */
export type ExtraRoute = (call: FetchCall, url: URL) => Response | undefined;

const bodyOf = <T>(call: FetchCall) => JSON.parse(call.init.body as string) as T;

const codeTaken = () =>
  jsonResponse(
    { error: { code: 'voucher_code_taken', message: 'This code is already taken.' } },
    409,
  );

function withStatus(voucher: MerchantVoucher): MerchantVoucher {
  const status = merchantVoucherStatus(
    {
      isActive: voucher.is_active,
      startsAt: voucher.starts_at ? new Date(voucher.starts_at) : null,
      endsAt: voucher.ends_at ? new Date(voucher.ends_at) : null,
      totalLimit: voucher.total_limit,
      uses: voucher.uses,
    },
    new Date(),
  );
  return { ...voucher, status };
}

function withPromotionStatus(product: MerchantProduct): MerchantProduct {
  const status = promotionStatus(
    {
      costPaisa: toPaisa(product.cost),
      promotionAmountPaisa:
        product.promotion_amount === null ? null : toPaisa(product.promotion_amount),
      startsAt: product.promotion_starts_at ? new Date(product.promotion_starts_at) : null,
      endsAt: product.promotion_ends_at ? new Date(product.promotion_ends_at) : null,
    },
    new Date(),
  );
  return { ...product, promotion_status: status };
}

const page = (products: MerchantProduct[]) =>
  jsonResponse({
    products,
    pagination: { page: 1, per_page: 25, total_items: products.length, total_pages: 1 },
  });

/**
 * The store's vouchers and products as the API serves them, changed in place by each POST and
 * PATCH (a taken code answers 409), and every body sent, in order.
 */
export function servePromotions(
  vouchers: MerchantVoucher[],
  products: MerchantProduct[],
  options: { extra?: ExtraRoute } = {},
) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const server = stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const method = call.init.method ?? 'GET';
    const answered = options.extra?.(call, url);
    if (answered) return answered;
    if (method !== 'GET') sent.push({ method, path: url.pathname, body: bodyOf(call) });

    if (url.pathname === `${BASE}/vouchers` && method === 'GET') return jsonResponse({ vouchers });
    if (url.pathname === `${BASE}/vouchers` && method === 'POST') {
      const body = bodyOf<MerchantVoucherCreateBody>(call);
      if (vouchers.some((voucher) => voucher.code === body.code.toUpperCase())) return codeTaken();
      const created = withStatus({
        ...body,
        code: body.code.toUpperCase(),
        id: 100 + vouchers.length,
        cost_bearer: 'store',
        uses: 0,
        status: 'active',
        created_at: new Date().toISOString(),
      });
      vouchers.unshift(created);
      return jsonResponse({ voucher: created }, 201);
    }
    const voucherId = Number(new RegExp(`^${BASE}/vouchers/(\\d+)$`).exec(url.pathname)?.[1]);
    const voucherIndex = vouchers.findIndex((voucher) => voucher.id === voucherId);
    if (method === 'PATCH' && voucherIndex >= 0) {
      const changed = withStatus({
        ...vouchers[voucherIndex]!,
        ...bodyOf<MerchantVoucherPatchBody>(call),
      });
      vouchers[voucherIndex] = changed;
      return jsonResponse({ voucher: changed });
    }

    if (url.pathname === `${BASE}/products` && method === 'GET') {
      const query = url.searchParams.get('query')?.toLowerCase() ?? '';
      const promoted = url.searchParams.get('promotion') === 'on';
      return page(
        products
          .filter((product) => product.name.toLowerCase().includes(query))
          .filter((product) => !promoted || product.promotion_amount !== null),
      );
    }
    const productId = new RegExp(`^${BASE}/products/([^/]+)$`).exec(url.pathname)?.[1];
    const productIndex = products.findIndex((product) => product.query_id === productId);
    if (method === 'PATCH' && productIndex >= 0) {
      const change = bodyOf<MerchantProductPatchBody>(call);
      products[productIndex] = withPromotionStatus(withChange(products[productIndex]!, change));
      return jsonResponse({ product: products[productIndex] });
    }
    return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  return { ...server, sent };
}
