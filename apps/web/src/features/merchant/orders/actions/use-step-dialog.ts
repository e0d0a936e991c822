import type { MerchantTransitionBody } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../i18n/domain-messages/use-translate-message';
import type { StepDialogProps } from './step-dialog-props';
import {
  bodyProblem,
  fieldMessage,
  type TransitionField,
  type TransitionProblem,
} from './transition-problem';

/** The steps asked in a dialog, and the one field each asks for. */
const STEP_FIELDS = {
  accept: 'prep_minutes',
  deliver: 'handover_code',
  cancel: 'reason',
} as const satisfies Record<string, TransitionField>;

export type DialogStep = keyof typeof STEP_FIELDS;

/**
 * What every step dialog shares: its words, the move's pending state and refusal, and a body
 * sent only once the form finds nothing wrong with it. The dialog keeps its field and body.
 */
export function useStepDialog(step: DialogStep, { open, number, move, onClose }: StepDialogProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [problem, setProblem] = useState<TransitionProblem | null>(null);
  const refusal = move.refusal;
  const message = fieldMessage(STEP_FIELDS[step], problem, refusal);

  return {
    /** Props of the ActionDialog, but for its confirm. */
    dialog: {
      open,
      title: t(`merchantOrders.${step}.title`, { number }),
      text: t(`merchantOrders.${step}.text`),
      confirmLabel: t(`merchantOrders.${step}.confirm`),
      backLabel: t('merchantOrders.actions.back'),
      pending: move.pending,
      error: refusal?.field === null ? refusal.message : null,
      onClose,
      onExited: move.reset,
    },
    /** The field's problem (the form's own first, else the server's), else its hint. */
    fieldProps: (hint: string) => ({
      error: message !== undefined,
      helperText: message ? translate(message) : hint,
    }),
    /** Sends the body unless `found` (by default the contract's first broken rule) says no. */
    send: (body: MerchantTransitionBody, found = bodyProblem(body)) => {
      setProblem(found);
      if (!found) move.submit(body);
    },
  };
}
