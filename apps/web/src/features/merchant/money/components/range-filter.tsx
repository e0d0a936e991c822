import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { KarachiDateRange } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../i18n/domain-messages/use-translate-message';
import { FilterChips } from '../../../../ui/filter-chips';
import { QUICK_RANGES, quickRange, quickRangeOf } from '../model/money-range';
import type { RangeProblem } from '../model/range-problem';

interface RangeFilterProps {
  range: KarachiDateRange;
  onChange: (range: KarachiDateRange) => void;
  /** What the server refused in the dates, shown under the field it names. */
  problem: RangeProblem | null;
}

/** Quick choices (Today … This month) and the two Karachi dates, both days included. */
export function RangeFilter({ range, onChange, problem }: RangeFilterProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const now = new Date();
  const quick = quickRangeOf(range, now);
  const chips = QUICK_RANGES.map((value) => ({
    value: value,
    label: t(`merchantMoney.range.${value}`),
  }));

  const dateField = (end: keyof KarachiDateRange) => {
    const message = problem?.[end];
    return (
      <TextField
        type="date"
        size="small"
        label={t(`merchantMoney.range.${end}`)}
        value={range[end]}
        // A cleared or half-typed date waits; a whole one is asked for at once.
        onChange={(event) => {
          if (event.target.value !== '') onChange({ ...range, [end]: event.target.value });
        }}
        error={message !== undefined}
        helperText={message && translate(message)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 170px' } }}
      />
    );
  };

  return (
    <Box
      role="group"
      aria-label={t('merchantMoney.range.label')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}
    >
      <FilterChips
        label={t('merchantMoney.range.quick')}
        chips={chips}
        value={quick}
        onChange={(value) => {
          if (value !== null) onChange(quickRange(value, new Date()));
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {dateField('from')}
        {dateField('to')}
      </Box>
    </Box>
  );
}
