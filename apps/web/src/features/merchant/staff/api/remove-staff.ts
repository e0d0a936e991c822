import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffMemberResponseSchema, type StaffMember } from '@sauda/domain';
import { request } from '../../../../api/request';
import { merchantStoreKeys } from '../../shell/api/merchant-store-keys';
import { staffKeys, staffMemberPath } from './staff-keys';

/**
 * DELETE …/staff/{memberId} → `{ member }` (the one removed): a member loses access at once, an
 * invitation is withdrawn. The only owner answers 400 `last_owner`.
 */
export async function removeStaff(storeId: string, memberId: string): Promise<StaffMember> {
  const answer = await request({
    url: staffMemberPath(storeId, memberId),
    method: 'DELETE',
    action: 'REMOVE_STORE_STAFF',
    schema: staffMemberResponseSchema,
  });
  return answer.member;
}

/** Takes the person off the list; an owner who left the store reads their stores again. */
export function useRemoveStaff(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (member: StaffMember) => removeStaff(storeId, member.id),
    onSuccess: (removed) =>
      client.setQueryData<StaffMember[]>(staffKeys.people(storeId), (staff = []) =>
        staff.filter((shown) => shown.id !== removed.id),
      ),
    onSettled: async (_removed, _error, member) => {
      await client.invalidateQueries({ queryKey: staffKeys.all(storeId) });
      if (member.is_you) await client.invalidateQueries({ queryKey: merchantStoreKeys.all });
    },
  });
}
