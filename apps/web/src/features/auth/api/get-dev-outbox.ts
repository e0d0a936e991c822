import { queryOptions } from '@tanstack/react-query';
import { outboxResponseSchema, type OutboxMessage } from '@sauda/domain';
import { request } from '../../../api/request';
import { authKeys } from './auth-keys';

/**
 * GET dev/outbox: what the demo SMS provider "sent" to a number, newest first. It exists only
 * in demo mode; anywhere else it answers 404, and the code notice stays hidden.
 */
export async function getDevOutbox(
  mobileNumber: string,
  options: { signal?: AbortSignal } = {},
): Promise<OutboxMessage[]> {
  const answer = await request({
    url: 'dev/outbox',
    query: { mobile_number: mobileNumber },
    auth: false,
    isLogin: true,
    action: 'GET_DEV_OUTBOX',
    schema: outboxResponseSchema,
    signal: options.signal,
  });
  return answer.messages;
}

/** `sentAt` tells one send from the next, so each new code is read afresh. */
export function devOutboxQueryOptions(mobileNumber: string, sentAt: string) {
  return queryOptions({
    queryKey: authKeys.outbox(mobileNumber, sentAt),
    queryFn: ({ signal }) => getDevOutbox(mobileNumber, { signal }),
    retry: false,
    staleTime: Infinity,
  });
}
