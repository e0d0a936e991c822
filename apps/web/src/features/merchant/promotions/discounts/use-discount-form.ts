import { zodResolver } from '@hookform/resolvers/zod';
import type { MerchantProduct } from '@sauda/domain';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { isRequestError } from '../../../../api/request-error';
import { useErrorText } from '../../../../i18n/domain-messages/use-error-text';
import type { PromotionChange } from '../api/update-product-promotion';
import { useUpdateProductPromotion } from '../api/update-product-promotion';
import {
  discountFormSchema,
  discountFormValuesOf,
  type DiscountFormValues,
} from '../model/discount-form';

const FIGURES = ['promotion_amount', 'promotion_starts_at', 'promotion_ends_at'] as const;
const isFigure = (name: string): name is (typeof FIGURES)[number] =>
  (FIGURES as readonly string[]).includes(name);

/**
 * The discount dialog's form: a product (chosen, or the one being edited) and its promotion,
 * checked by the domain's rules and sent as the product's PATCH. The server's field messages
 * land under their fields; anything else shows under the form.
 */
export function useDiscountForm(
  storeId: string,
  editing: MerchantProduct | null,
  onSaved: (saved: MerchantProduct) => void,
) {
  const { errorText } = useErrorText();
  const form = useForm<DiscountFormValues, unknown, PromotionChange>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: discountFormValuesOf(editing),
  });
  const save = useUpdateProductPromotion(storeId);
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const refused = (error: unknown) => {
    const fields = Object.entries((isRequestError(error) && error.fields) || {});
    const onFields = fields.filter(([name]) => isFigure(name));
    onFields.forEach(([name, message], position) =>
      form.setError(
        name as FieldPath<DiscountFormValues>,
        { type: 'server', message },
        {
          shouldFocus: position === 0,
        },
      ),
    );
    setFormMessage(onFields.length > 0 ? null : errorText(error));
  };

  const submit = form.handleSubmit((change) => {
    const product = form.getValues('product');
    if (!product) return;
    setFormMessage(null);
    save.mutate({ productId: product.query_id, change }, { onSuccess: onSaved, onError: refused });
  });

  return { form, submit, saving: save.isPending, formMessage };
}
