import { useState } from 'react';
import { MESSAGES, voucherCodeSchema, type AppliedVoucher, type Invoice } from '@sauda/domain';
import { useErrorText } from '../../../i18n';
import { validateVoucher } from '../api/validate-voucher';

export interface VoucherState {
  /** The voucher the order will use; null when none (or the shopper removed it). */
  applied: AppliedVoucher | null;
  code: string;
  /** 'Enter Voucher Code' or the server's message, in red under the field. */
  error: string | null;
  pending: boolean;
  editCode: (code: string) => void;
  /** Validates the code on the server; resolves true once it is applied. */
  apply: () => Promise<boolean>;
  remove: () => void;
}

/**
 * SPEC §4 Voucher: none → dialog → validate → applied. Editing the code clears the earlier
 * validation; the cross removes the voucher (the order is then placed without one).
 */
export function useVoucher(invoice: Invoice, onInvoice: (invoice: Invoice) => void): VoucherState {
  const { errorText } = useErrorText();
  const [applied, setApplied] = useState<AppliedVoucher | null>(invoice.voucher);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const apply = async () => {
    const parsed = voucherCodeSchema.safeParse(code);
    if (!parsed.success || parsed.data === '') {
      setError(MESSAGES.enterVoucherCode);
      return false;
    }
    setPending(true);
    setError(null);
    try {
      const answer = await validateVoucher({ invoiceId: invoice.query_id, code: parsed.data });
      onInvoice(answer);
      setApplied(answer.voucher);
      setCode('');
      return answer.voucher !== null;
    } catch (cause) {
      setError(errorText(cause));
      return false;
    } finally {
      setPending(false);
    }
  };

  return {
    applied,
    code,
    error,
    pending,
    editCode: (next) => {
      setCode(next);
      setError(null);
    },
    apply,
    remove: () => setApplied(null),
  };
}
