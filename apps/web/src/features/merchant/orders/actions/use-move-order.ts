import type { MerchantTransitionBody } from '@sauda/domain';
import { useMoveMerchantOrder } from '../api/move-merchant-order';
import { refusalProblem, type TransitionProblem } from './transition-problem';

export interface MoveOrder {
  submit: (body: MerchantTransitionBody) => void;
  pending: boolean;
  /** The server's refusal of the last try, placed under its field or under the action. */
  refusal: TransitionProblem | null;
  reset: () => void;
}

/** One step of one order, with its refusal ready to show; `onDone` runs once it moved. */
export function useMoveOrder(storeId: string, orderId: string, onDone?: () => void): MoveOrder {
  const mutation = useMoveMerchantOrder(storeId, orderId);
  return {
    submit: (body) => mutation.mutate(body, { onSuccess: () => onDone?.() }),
    pending: mutation.isPending,
    refusal: mutation.isError ? refusalProblem(mutation.error) : null,
    reset: mutation.reset,
  };
}
