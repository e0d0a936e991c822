import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../../ui/search-field';

interface ProductSearchFieldProps {
  /** The search in the URL. */
  value: string;
  onSearch: (query: string) => void;
}

/** Search by product name, on the server, once typing pauses. */
export function ProductSearchField({ value, onSearch }: ProductSearchFieldProps) {
  const { t } = useTranslation();
  return (
    <SearchField
      label={t('inventory.search.label')}
      placeholder={t('inventory.search.placeholder')}
      value={value}
      onSearch={onSearch}
    />
  );
}
