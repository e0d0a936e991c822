import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBagOutlined';
import type { SearchSuggestion } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';

interface SuggestionListProps {
  id: string;
  options: readonly SearchSuggestion[];
  activeIndex: number;
  loading: boolean;
  query: string;
  optionId: (index: number) => string;
  onChoose: (suggestion: SearchSuggestion) => void;
  onHover: (index: number) => void;
}

/** The listbox under the header search box: stores first, then products. */
export function SuggestionList({
  id,
  options,
  activeIndex,
  loading,
  query,
  optionId,
  onChoose,
  onHover,
}: SuggestionListProps) {
  const { t } = useTranslation();
  const groups = (['store', 'product'] as const).map((kind) => ({
    kind,
    items: options.flatMap((option, index) => (option.kind === kind ? [{ option, index }] : [])),
  }));
  return (
    <Paper
      elevation={8}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 6px)',
        insetInline: 0,
        zIndex: 2,
        py: 1,
        maxHeight: '60vh',
        overflowY: 'auto',
        borderRadius: 1,
      }}
    >
      {options.length > 0 && (
        <Box role="listbox" id={id} aria-label={t('catalog.search.box.suggestions')}>
          {groups.map(({ kind, items }) =>
            items.length === 0 ? null : (
              <Box key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
                <Typography
                  id={`${id}-${kind}`}
                  variant="overline"
                  component="div"
                  role="presentation"
                  sx={{ px: 2, pt: 0.5, color: 'text.secondary', lineHeight: 2 }}
                >
                  {kind === 'store'
                    ? t('catalog.search.box.stores')
                    : t('catalog.search.box.products')}
                </Typography>
                {items.map(({ option, index }) => (
                  <Box
                    key={`${option.kind}-${option.query_id}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => onHover(index)}
                    onClick={() => onChoose(option)}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      px: 2,
                      py: 1,
                      cursor: 'pointer',
                      bgcolor: index === activeIndex ? brand.primaryLight : 'transparent',
                      '& svg': { color: 'primary.main', flexShrink: 0 },
                    }}
                  >
                    {option.kind === 'store' ? (
                      <StorefrontIcon fontSize="small" aria-hidden="true" />
                    ) : (
                      <ShoppingBagIcon fontSize="small" aria-hidden="true" />
                    )}
                    <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {option.name}
                    </Box>
                  </Box>
                ))}
              </Box>
            ),
          )}
        </Box>
      )}
      {options.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {loading ? t('catalog.search.box.searching') : t('catalog.search.box.none', { query })}
        </Typography>
      )}
    </Paper>
  );
}
