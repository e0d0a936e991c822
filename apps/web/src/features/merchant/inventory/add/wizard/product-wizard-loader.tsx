import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../../i18n';
import { merchantProductQueryOptions } from '../api/get-merchant-product';
import { draftIdOf, editDraft, freshDraft } from '../model/wizard-draft';
import { blankProduct } from '../model/wizard-form';
import { useKeptDraft } from '../storage/use-kept-draft';
import { ProductWizard } from './product-wizard';

interface ProductWizardLoaderProps {
  storeId: string;
  editingId: string | null;
}

/** The wizard once what it starts from is known: a kept draft, the product edited, or nothing. */
export function ProductWizardLoader({ storeId, editingId }: ProductWizardLoaderProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const draftId = draftIdOf(storeId, editingId);
  const kept = useKeptDraft(draftId);
  const edited = useQuery({
    ...merchantProductQueryOptions(storeId, editingId ?? ''),
    enabled: editingId !== null,
  });
  const fresh = useMemo(() => {
    if (editingId === null) return freshDraft([blankProduct()]);
    return edited.data ? editDraft(edited.data) : null;
  }, [editingId, edited.data]);

  if (editingId !== null && edited.isError) {
    return <Alert severity="error">{errorText(edited.error)}</Alert>;
  }
  if (kept === undefined || fresh === null) {
    return (
      <CircularProgress
        aria-label={t('inventory.add.loading')}
        sx={{ display: 'block', mx: 'auto' }}
      />
    );
  }
  return (
    <ProductWizard
      storeId={storeId}
      draftId={draftId}
      editingId={editingId}
      initial={kept ?? fresh}
      restored={kept !== null}
      fresh={fresh}
    />
  );
}
