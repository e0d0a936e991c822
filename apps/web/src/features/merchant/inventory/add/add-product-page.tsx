import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { roleAllows } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentStore } from '../../shell/current-store';
import { ForbiddenPanel } from '../../shell/components/forbidden-panel';
import { ProductWizardLoader } from './wizard/product-wizard-loader';

/**
 * /inventory-mgmt/add: new products set up in four steps (SPEC: Products, Upload Photos, Link
 * Photos, Product Detail), or with `?product={queryId}` one existing product edited the same
 * way. Owners and managers only; the shell turns staff away before this page, and so does it.
 */
export function AddProductPage() {
  const { t } = useTranslation();
  const { storeQueryId: storeId, role } = useCurrentStore();
  const [params] = useSearchParams();
  const editingId = params.get('product');

  if (!roleAllows(role, 'editProducts')) return <ForbiddenPanel role={role} />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {editingId ? t('inventory.add.titleEdit') : t('inventory.add.title')}
      </Typography>
      <ProductWizardLoader
        key={`${storeId}:${editingId ?? ''}`}
        storeId={storeId}
        editingId={editingId}
      />
    </Container>
  );
}
