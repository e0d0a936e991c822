import type { MerchantRole, PnlGroup } from '@sauda/domain';
import { jsonResponse, textResponse, type FetchCall } from '../../../../api/testing/fetch-stub';
import { makeStoreSummary } from '../../shell/testing/merchant-fixtures';
import { serveMerchant } from '../../shell/testing/serve-merchant';
import { makeCashClose, makePnl, transactionsAnswer } from './money-fixtures';
import type { Pnl } from '../api/get-pnl';
import type { TransactionsAnswer } from '@sauda/domain';

export const STORE_ID = 'st_biryani';
const BASE = `merchant/stores/${STORE_ID}`;

export interface MoneyQuery {
  from: string;
  to: string;
  page: number;
  group: PnlGroup;
}

/** What the stub answers for the asked dates: the page's JSON, or any Response (an error). */
type Answer<T> = (query: MoneyQuery) => T | Response;

interface MoneyServer {
  role?: MerchantRole;
  transactions?: Answer<TransactionsAnswer>;
  pnl?: Answer<Pnl>;
  close?: (date: string) => Response | undefined;
}

export const TRANSACTIONS_CSV =
  '\uFEFForder_query_id,short_order_id,status\r\nord_1,A1B2C3,order_delivered\r\n';

function queryOf(call: FetchCall): MoneyQuery {
  const params = new URL(call.url, 'http://x').searchParams;
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number(params.get('page') ?? 1),
    group: (params.get('group') ?? 'day') as PnlGroup,
  };
}

const answerWith =
  <T>(answer: Answer<T>, wrap: (body: T) => unknown) =>
  (call: FetchCall) => {
    const answered = answer(queryOf(call));
    return answered instanceof Response ? answered : jsonResponse(wrap(answered));
  };

/**
 * The merchant API of one store (the member's `role`) with its money pages: the ledger, the
 * cash close of a day, the P&L and both CSV files. Every call is recorded, in order.
 */
export function serveMoney({
  role = 'owner',
  transactions = (query) => transactionsAnswer([], query),
  pnl = (query) => makePnl(query.group, query),
  close = () => undefined,
}: MoneyServer = {}) {
  return serveMerchant({
    stores: [makeStoreSummary({ query_id: STORE_ID, name: 'Karachi Biryani House', role })],
    routes: {
      [`GET ${BASE}/transactions`]: answerWith(transactions, (body) => body),
      [`GET ${BASE}/pnl`]: answerWith(pnl, (body) => ({ pnl: body })),
      [`GET ${BASE}/transactions/close`]: (call) => {
        const date = new URL(call.url, 'http://x').searchParams.get('date') ?? '';
        return close(date) ?? jsonResponse({ close: makeCashClose(date) });
      },
      [`GET ${BASE}/transactions/export`]: () =>
        textResponse(TRANSACTIONS_CSV, 200, 'text/csv; charset=utf-8'),
      [`GET ${BASE}/pnl/export`]: () =>
        textResponse('period,orders,revenue\r\n', 200, 'text/csv; charset=utf-8'),
    },
  });
}

/** The calls to one money path ("transactions", "pnl", "transactions/close"), as URLs. */
export function callsTo(calls: FetchCall[], path: string): URL[] {
  return calls
    .map((call) => new URL(call.url, 'http://x'))
    .filter((url) => url.pathname === `/api/v1/${BASE}/${path}`);
}

/** A refused range, as the API's validation answers it. */
export function rangeRefusal(field: 'from' | 'to', message: string): Response {
  return jsonResponse(
    {
      error: {
        code: 'validation_failed',
        message: 'Please check the highlighted fields.',
        fields: { [field]: message },
      },
    },
    400,
  );
}

export const serverError = () =>
  jsonResponse({ error: { code: 'internal_error', message: 'Something went wrong.' } }, 500);
