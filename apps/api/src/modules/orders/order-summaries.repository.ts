import { ORDER_TYPE_STATUSES, type OrderStatus, type OrderType } from '@sauda/domain';
import { and, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import {
  companies,
  industries,
  invoiceItems,
  invoices,
  orderStatusEvents,
  orders,
} from '../../db/schema/index.js';
import type { OrderRow } from '../invoices/order-placement.repository.js';

/** One history card's rows: the order, its invoice's figures, its store, its units and steps. */
export interface OrderSummaryRow {
  order: OrderRow;
  invoice: {
    queryId: string;
    status: 'open' | 'placed';
    shortOrderId: string | null;
    currency: string;
    createdAt: Date;
    payablePaisa: number;
    driverTipPaisa: number;
    voucherDiscountPaisa: number;
  };
  store: {
    queryId: string;
    name: string;
    pictureUrl: string | null;
    deliveryMinutes: number;
  };
  industrySlug: string;
  itemsQuantity: number;
  /** Its status events, oldest first. */
  events: { status: OrderStatus; createdAt: Date }[];
}

const unitsOfInvoice = sql<number>`(
  select coalesce(sum(${invoiceItems.quantity}), 0)::int from ${invoiceItems}
  where ${invoiceItems.invoiceId} = ${orders.invoiceId}
)`.mapWith(Number);

// json_build_array keeps each event as [status, ISO time]; the driver hands the array back parsed.
const eventsOfOrder = sql<[OrderStatus, string][]>`(
  select coalesce(json_agg(json_build_array(${orderStatusEvents.status}, ${orderStatusEvents.createdAt}) order by ${orderStatusEvents.id}), '[]'::json)
  from ${orderStatusEvents} where ${orderStatusEvents.orderId} = ${orders.id}
)`;

type Param = number | Placeholder;

/** The page's place in the tab: values, or placeholders a prepared statement fills. */
export interface SummaryPage {
  userId: Param;
  limit: Param;
  offset: Param;
}

/**
 * The query of one page of the user's orders of a tab, newest placed first, with the tab's
 * count. The page's ids are chosen first, so only its orders are joined to their invoices and
 * stores (half the work of joining the whole tab on PGlite); the count is an uncorrelated
 * subquery, computed once per page, not once per row.
 */
export function orderSummariesQuery(db: AppDb, tab: OrderType, page: SummaryPage) {
  const ofTab = and(
    eq(orders.userId, page.userId),
    inArray(orders.status, [...ORDER_TYPE_STATUSES[tab]]),
  );
  const newestFirst = [desc(orders.orderPendingAt), desc(orders.id)];
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(ofTab)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select({
      order: orders,
      invoice: {
        queryId: invoices.queryId,
        status: invoices.status,
        shortOrderId: invoices.shortOrderId,
        currency: invoices.currency,
        createdAt: invoices.createdAt,
        payablePaisa: invoices.payablePaisa,
        driverTipPaisa: invoices.driverTipPaisa,
        voucherDiscountPaisa: invoices.voucherDiscountPaisa,
      },
      store: {
        queryId: companies.queryId,
        name: companies.name,
        pictureUrl: companies.pictureUrl,
        deliveryMinutes: companies.deliveryMinutes,
      },
      industrySlug: industries.slug,
      itemsQuantity: unitsOfInvoice,
      events: eventsOfOrder,
      tabTotal: sql<number>`(select count(*) from ${orders} where ${ofTab})`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(invoices, eq(invoices.id, orders.invoiceId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(industries, eq(industries.id, companies.industryId))
    .where(inArray(orders.id, pageIds))
    .orderBy(...newestFirst);
}

function prepareTab(db: AppDb, tab: OrderType) {
  return orderSummariesQuery(db, tab, {
    userId: sql.placeholder('userId'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  }).prepare(`order_summaries_${tab}`);
}

// The history is the shopper's busiest read: prepared once per database and tab, it is neither
// rebuilt nor, on PostgreSQL, planned again at every request.
type PreparedTab = ReturnType<typeof prepareTab>;
const preparedTabs = new WeakMap<AppDb, Map<OrderType, PreparedTab>>();

function preparedTab(db: AppDb, tab: OrderType): PreparedTab {
  let tabs = preparedTabs.get(db);
  if (!tabs) preparedTabs.set(db, (tabs = new Map<OrderType, PreparedTab>()));
  let prepared = tabs.get(tab);
  if (!prepared) tabs.set(tab, (prepared = prepareTab(db, tab)));
  return prepared;
}

export interface OrderSummaryPage {
  rows: OrderSummaryRow[];
  /** The tab's count; unknown when the page is past the tab's end (it has no row to carry it). */
  total: number | null;
}

/**
 * One page of the user's orders of a tab, newest placed first, each with everything its card
 * shows, and the tab's count, in a single query whatever the page size.
 */
export async function listOrderSummaries(
  db: AppDb,
  tab: OrderType,
  page: { userId: number; limit: number; offset: number },
): Promise<OrderSummaryPage> {
  const rows = await preparedTab(db, tab).execute(page);
  return {
    rows: rows.map(({ events, tabTotal: _total, ...row }) => ({
      ...row,
      events: events.map(([status, at]) => ({ status, createdAt: new Date(at) })),
    })),
    total: rows[0]?.tabTotal ?? null,
  };
}
