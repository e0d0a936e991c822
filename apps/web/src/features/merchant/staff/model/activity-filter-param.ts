import { STORE_ACTIVITY_ACTIONS, type StoreActivityAction } from '@sauda/domain';

/** The activity tab's filter, in the address as `?action=` (none for all). */
export const ACTION_PARAM = 'action';

export function actionFrom(params: URLSearchParams): StoreActivityAction | null {
  const action = params.get(ACTION_PARAM);
  return (STORE_ACTIVITY_ACTIONS as readonly (string | null)[]).includes(action)
    ? (action as StoreActivityAction)
    : null;
}
