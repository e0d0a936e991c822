import type { MerchantRole, StaffMember, StoreActivityEntry } from '@sauda/domain';
import { jsonResponse, type FetchCall } from '../../../../api/testing/fetch-stub';
import type { Routes } from '../../../../api/testing/serve-routes';
import { bodyOf, serveMerchant } from '../../shell/testing/serve-merchant';
import { makeStoreSummary } from '../../shell/testing/merchant-fixtures';

export const STORE_ID = 'st_biryani';
const BASE = `merchant/stores/${STORE_ID}`;

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  jsonResponse({ error: { code, message, ...(fields && { fields }) } }, status);

export const LAST_OWNER = () => refusal(400, 'last_owner', 'A store needs at least one owner.');

interface StaffServer {
  staff: StaffMember[];
  activity?: StoreActivityEntry[];
  /** The signed-in user's role in the store (GET merchant/stores). */
  role?: MerchantRole;
  /** Answers before the fake server does, by "METHOD path". */
  routes?: Routes;
}

/**
 * The staff API as an owner's back office sees it, changed in place by each POST, PATCH and
 * DELETE; the activity log answers 2 lines a page, filtered by `action`.
 */
export function serveStaff({ staff, activity = [], role = 'owner', routes = {} }: StaffServer) {
  const memberRoute =
    (handle: (index: number, call: FetchCall) => Response) => (call: FetchCall) => {
      const id = decodeURIComponent(new URL(call.url, 'http://x').pathname.split('/').at(-1) ?? '');
      const index = staff.findIndex((member) => member.id === id);
      if (index < 0)
        return refusal(404, 'member_not_found', 'This person does not work in this store.');
      return handle(index, call);
    };
  const memberPaths: Routes = {};
  for (const member of [...staff, { id: 'us_new' }]) {
    memberPaths[`PATCH ${BASE}/staff/${member.id}`] = memberRoute((index, call) => {
      const { role: next } = bodyOf(call) as { role: MerchantRole };
      staff[index] = { ...staff[index]!, role: next };
      return jsonResponse({ member: staff[index] });
    });
    memberPaths[`DELETE ${BASE}/staff/${member.id}`] = memberRoute((index) => {
      const [removed] = staff.splice(index, 1);
      return jsonResponse({ member: removed });
    });
  }
  return serveMerchant({
    stores: [makeStoreSummary({ query_id: STORE_ID, role })],
    routes: {
      [`GET ${BASE}/staff`]: () => jsonResponse({ staff }),
      [`POST ${BASE}/staff`]: (call) => {
        const body = bodyOf(call) as { mobile_number: string; role: MerchantRole };
        const member: StaffMember = {
          id: 'us_new',
          status: 'invited',
          full_name: null,
          mobile_number: body.mobile_number,
          role: body.role,
          is_you: false,
          since: new Date().toISOString(),
        };
        staff.push(member);
        return jsonResponse({ member }, 201);
      },
      [`GET ${BASE}/activity`]: (call) => {
        const url = new URL(call.url, 'http://x');
        const action = url.searchParams.get('action');
        const page = Number(url.searchParams.get('page') ?? '1');
        const shown = activity.filter((entry) => action === null || entry.action === action);
        const perPage = 2;
        return jsonResponse({
          activity: shown.slice((page - 1) * perPage, page * perPage),
          pagination: {
            page,
            per_page: perPage,
            total_items: shown.length,
            total_pages: Math.max(1, Math.ceil(shown.length / perPage)),
          },
        });
      },
      ...memberPaths,
      ...routes,
    },
  });
}
