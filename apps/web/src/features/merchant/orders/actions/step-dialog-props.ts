import type { MoveOrder } from './use-move-order';

/** What every step dialog is given: its open state, the order's number and the move. */
export interface StepDialogProps {
  open: boolean;
  number: string;
  move: MoveOrder;
  onClose: () => void;
}
