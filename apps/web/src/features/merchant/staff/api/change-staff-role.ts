import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffMemberResponseSchema, type MerchantRole, type StaffMember } from '@sauda/domain';
import { request } from '../../../../api/request';
import { merchantStoreKeys } from '../../shell/api/merchant-store-keys';
import { staffKeys, staffMemberPath } from './staff-keys';

/** PATCH …/staff/{memberId} `{ role }` → `{ member }`; the only owner answers 400 `last_owner`. */
export async function changeStaffRole(
  storeId: string,
  memberId: string,
  role: MerchantRole,
): Promise<StaffMember> {
  const answer = await request({
    url: staffMemberPath(storeId, memberId),
    method: 'PATCH',
    body: { role },
    action: 'CHANGE_STORE_STAFF_ROLE',
    schema: staffMemberResponseSchema,
  });
  return answer.member;
}

export interface RoleChange {
  member: StaffMember;
  role: MerchantRole;
}

/**
 * Rewrites the person's line with the answer. An owner who changed their own role reads their
 * stores again: the back office then shows what the new role may open.
 */
export function useChangeStaffRole(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ member, role }: RoleChange) => changeStaffRole(storeId, member.id, role),
    onSuccess: (saved) =>
      client.setQueryData<StaffMember[]>(staffKeys.people(storeId), (staff = []) =>
        staff.map((shown) => (shown.id === saved.id ? saved : shown)),
      ),
    onSettled: async (_saved, _error, { member }) => {
      await client.invalidateQueries({ queryKey: staffKeys.all(storeId) });
      if (member.is_you) await client.invalidateQueries({ queryKey: merchantStoreKeys.all });
    },
  });
}
