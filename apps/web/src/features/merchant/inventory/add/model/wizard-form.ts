import {
  merchantProductCreateBodySchema,
  type MerchantProduct,
  type MerchantProductCreateInput,
} from '@sauda/domain';
import { z } from 'zod';

/**
 * The wizard's form: the domain's create body per product, plus the draft's own key, which
 * ties a product to its photos and survives a restored draft.
 */
export const wizardFormSchema = z.object({
  products: z.array(merchantProductCreateBodySchema.extend({ draft_key: z.string() })).min(1),
});
export type WizardFormInput = z.input<typeof wizardFormSchema>;
export type WizardFormValues = z.output<typeof wizardFormSchema>;
export type WizardProductInput = WizardFormInput['products'][number];
export type WizardProductValues = WizardFormValues['products'][number];

let lastKey = 0;
/** A key no other product or photo of this tab has. */
export function newDraftKey(prefix: string): string {
  lastKey += 1;
  return `${prefix}-${Date.now().toString(36)}-${lastKey}`;
}

/** A product with only defaults: numbers left empty (NaN) until the merchant types them. */
export function blankProduct(draftKey = newDraftKey('product')): WizardProductInput {
  return {
    draft_key: draftKey,
    name: '',
    category_id: Number.NaN,
    sub_category_id: null,
    brand: '',
    description: '',
    colors: [],
    sizes: [],
    cost: Number.NaN,
    quantity: 0,
    unlimited: false,
    is_active: true,
  };
}

/** An existing product as the wizard edits it; its query id is its draft key. */
export function productInputOf(product: MerchantProduct): WizardProductInput {
  return {
    draft_key: product.query_id,
    name: product.name,
    category_id: product.category_id,
    sub_category_id: product.sub_category_id,
    brand: product.brand ?? '',
    description: product.description ?? '',
    colors: product.colors,
    sizes: product.sizes,
    cost: product.cost,
    quantity: product.quantity,
    unlimited: product.unlimited,
    is_active: product.is_active,
  };
}

/** The body the API takes: the checked values without the draft's key. */
export function productBodyOf(values: WizardProductValues): MerchantProductCreateInput {
  const { draft_key: _key, ...body } = values;
  return body;
}
