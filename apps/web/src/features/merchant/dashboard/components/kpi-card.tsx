import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../../theme/tokens';

interface KpiCardProps {
  label: string;
  value: string;
  hint: ReactNode;
  icon: ReactNode;
  /** The whole card leads here (the queue for orders waiting). */
  to?: string;
  /** Saffron, to catch the eye: something needs the store now. */
  highlight?: boolean;
}

function KpiCardBody({ label, value, hint, icon, highlight }: Omit<KpiCardProps, 'to'>) {
  return (
    <Box sx={{ p: { xs: 1.75, sm: 2.25 }, height: '100%', display: 'flex', gap: 1.5 }}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography
          component="p"
          sx={{
            mt: 0.5,
            // Four in a row from lg: a smaller figure keeps "Rs 16,880.00" on one line.
            fontSize: { xs: '1.25rem', sm: '1.625rem', lg: '1.375rem', xl: '1.625rem' },
            whiteSpace: 'nowrap',
            fontWeight: 700,
            lineHeight: 1.25,
            fontVariantNumeric: 'tabular-nums',
            color: highlight ? brand.text : 'text.primary',
          }}
        >
          {value}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      </Box>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'flex', lg: 'none', xl: 'flex' },
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          width: 40,
          height: 40,
          borderRadius: '50%',
          bgcolor: highlight ? brand.accent : brand.primaryLight,
          color: highlight ? brand.text : brand.primary,
        }}
      >
        {icon}
      </Box>
    </Box>
  );
}

/** One key figure: what it is, the number, and a line on what it counts. */
export function KpiCard({ to, ...body }: KpiCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        ...(body.highlight && { bgcolor: brand.accentLight, borderColor: brand.accent }),
      }}
    >
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          <KpiCardBody {...body} />
        </CardActionArea>
      ) : (
        <KpiCardBody {...body} />
      )}
    </Card>
  );
}
