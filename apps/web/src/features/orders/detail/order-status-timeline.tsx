import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/CancelRounded';
import CheckIcon from '@mui/icons-material/CheckRounded';
import type { Order } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { timelineSteps, type TimelineStep } from '../model/timeline-steps';

const DOT = 28;

function StepDot({ step }: { step: TimelineStep }) {
  const cancelled = step.status === 'cancelled';
  const filled = step.state !== 'upcoming';
  const color = cancelled ? brand.danger : brand.primary;
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: DOT,
        height: DOT,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: filled ? color : 'background.paper',
        border: 2,
        borderColor: filled ? color : brand.divider,
        color: brand.surface,
        boxShadow:
          step.state === 'current'
            ? `0 0 0 5px ${cancelled ? alpha(brand.danger, 0.12) : brand.primaryLight}`
            : 'none',
        '& svg': { fontSize: 18 },
      }}
    >
      {cancelled ? <CancelIcon /> : step.state === 'done' ? <CheckIcon /> : null}
      {step.state === 'current' && !cancelled && (
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: brand.surface }} />
      )}
    </Box>
  );
}

/**
 * The status timeline: the four steps with the Karachi time each was reached, the current one
 * highlighted (aria-current="step"); a cancelled order ends in Cancelled with who cancelled.
 */
export function OrderStatusTimeline({
  order,
}: {
  order: Pick<Order, 'status' | 'statuses' | 'cancelled_by'>;
}) {
  const { t } = useTranslation();
  const steps = timelineSteps(order);
  return (
    <Box
      component="ol"
      aria-label={t('orders.detail.timeline')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const current = step.state === 'current';
        const cancelled = step.status === 'cancelled';
        return (
          <Box
            component="li"
            key={step.status}
            aria-current={current ? 'step' : undefined}
            data-state={step.state}
            sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: last ? 0 : 2 }}
          >
            {!last && (
              <Box
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  insetInlineStart: DOT / 2 - 1,
                  top: DOT,
                  bottom: 0,
                  width: 2,
                  bgcolor: steps[index + 1]?.state === 'upcoming' ? brand.divider : brand.primary,
                }}
              />
            )}
            <StepDot step={step} />
            <Box sx={{ flex: 1, minWidth: 0, minHeight: DOT, pt: 0.25 }}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
                <Typography
                  sx={{
                    flex: 1,
                    fontWeight: current ? 700 : 500,
                    color: cancelled
                      ? 'error.main'
                      : step.state === 'upcoming'
                        ? 'text.secondary'
                        : 'text.primary',
                  }}
                >
                  {step.label}
                </Typography>
                {step.time && (
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
                  >
                    {step.time}
                  </Typography>
                )}
                {step.state === 'upcoming' && (
                  <Box component="span" sx={visuallyHidden}>
                    {t('orders.detail.notYet')}
                  </Box>
                )}
              </Box>
              {cancelled && order.cancelled_by && (
                <Typography variant="body2" color="text.secondary">
                  {t(`orders.detail.cancelledBy.${order.cancelled_by}`)}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
