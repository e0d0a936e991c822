import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffMemberResponseSchema, type StaffInviteBody, type StaffMember } from '@sauda/domain';
import { request } from '../../../../api/request';
import { staffKeys, staffPath } from './staff-keys';

/**
 * POST merchant/stores/{storeId}/staff → 201 `{ member }` (invited; the server texts the
 * number). 409 `already_member` / `already_invited`, 400 `too_many_invitations`.
 */
export async function inviteStaff(storeId: string, body: StaffInviteBody): Promise<StaffMember> {
  const answer = await request({
    url: staffPath(storeId),
    method: 'POST',
    body,
    action: 'INVITE_STORE_STAFF',
    schema: staffMemberResponseSchema,
  });
  return answer.member;
}

/** Adds the invitation to the list at once, then refreshes the people and the log. */
export function useInviteStaff(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInviteBody) => inviteStaff(storeId, body),
    onSuccess: (member) =>
      client.setQueryData<StaffMember[]>(staffKeys.people(storeId), (staff = []) => [
        ...staff.filter((shown) => shown.id !== member.id),
        member,
      ]),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all(storeId) }),
  });
}
