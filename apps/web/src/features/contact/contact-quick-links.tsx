import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import ChevronIcon from '@mui/icons-material/ChevronRightRounded';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { flipInRtl } from '../../ui/flip-in-rtl';

interface QuickLinkProps {
  to: string;
  icon: ReactNode;
  title: string;
  body: string;
}

function QuickLink({ to, icon, title, body }: QuickLinkProps) {
  return (
    <li>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 2,
          borderRadius: '12px',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {body}
          </Typography>
        </Box>
        <ChevronIcon aria-hidden sx={[{ color: 'text.secondary' }, flipInRtl]} />
      </CardActionArea>
    </li>
  );
}

/** Most questions have a faster answer than a message: the FAQs, or the order itself. */
export function ContactQuickLinks() {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-labelledby="contact-quick-title">
      <Typography id="contact-quick-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {t('contact.quick.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        <QuickLink
          to="/order/history"
          icon={<ReceiptIcon />}
          title={t('contact.quick.orders')}
          body={t('contact.quick.ordersBody')}
        />
        <QuickLink
          to="/faqs"
          icon={<QuizIcon />}
          title={t('contact.quick.faqs')}
          body={t('contact.quick.faqsBody')}
        />
      </Box>
    </Box>
  );
}
