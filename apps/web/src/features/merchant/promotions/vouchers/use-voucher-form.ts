import { zodResolver } from '@hookform/resolvers/zod';
import type { MerchantVoucher, MerchantVoucherCreateBody } from '@sauda/domain';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { isRequestError } from '../../../../api/request-error';
import { useErrorText } from '../../../../i18n/domain-messages/use-error-text';
import { useSaveMerchantVoucher } from '../api/save-merchant-voucher';
import {
  voucherChanges,
  voucherFormSchema,
  voucherFormValuesOf,
  type VoucherFormValues,
} from '../model/voucher-form';

const FORM_FIELDS: ReadonlyArray<FieldPath<VoucherFormValues>> = Object.keys(
  voucherFormValuesOf(null),
) as Array<FieldPath<VoucherFormValues>>;
const isFormField = (name: string): name is FieldPath<VoucherFormValues> =>
  (FORM_FIELDS as readonly string[]).includes(name);

/**
 * The voucher dialog's form: checked in the browser by the domain's rules, sent as a POST (new)
 * or a PATCH of what changed (edit). The server's field messages land under their fields, a
 * taken code under the code; anything else shows under the form.
 */
export function useVoucherForm(
  storeId: string,
  voucher: MerchantVoucher | null,
  onSaved: (saved: MerchantVoucher) => void,
) {
  const { errorText } = useErrorText();
  const form = useForm<VoucherFormValues, unknown, MerchantVoucherCreateBody>({
    resolver: zodResolver(voucherFormSchema),
    defaultValues: voucherFormValuesOf(voucher),
  });
  const save = useSaveMerchantVoucher(storeId);
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const refused = (error: unknown) => {
    const fields = Object.entries((isRequestError(error) && error.fields) || {});
    const onFields = fields.filter(([name]) => isFormField(name));
    if (isRequestError(error) && error.code === 'voucher_code_taken' && onFields.length === 0) {
      onFields.push(['code', error.message]);
    }
    onFields.forEach(([name, message], position) =>
      form.setError(
        name as FieldPath<VoucherFormValues>,
        { type: 'server', message },
        {
          shouldFocus: position === 0,
        },
      ),
    );
    setFormMessage(onFields.length > 0 ? null : errorText(error));
  };

  const submit = form.handleSubmit((body) => {
    setFormMessage(null);
    if (voucher === null) {
      save.mutate({ voucherId: null, body }, { onSuccess: onSaved, onError: refused });
      return;
    }
    const changes = voucherChanges(voucher, body);
    if (Object.keys(changes).length === 0) onSaved(voucher);
    else
      save.mutate(
        { voucherId: voucher.id, body: changes },
        { onSuccess: onSaved, onError: refused },
      );
  });

  return { form, submit, saving: save.isPending, formMessage };
}
