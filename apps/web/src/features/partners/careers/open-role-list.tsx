import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import { OPEN_ROLES, type OpenRole } from './open-roles';

interface OpenRoleListProps {
  onApply: (role: OpenRole) => void;
}

/** The open roles with team, city and kind of work, each with Apply. */
export function OpenRoleList({ onApply }: OpenRoleListProps) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {OPEN_ROLES.map((role) => {
        const title = t(`partners.careers.roles.items.${role.id}.title`);
        return (
          <Box
            component="li"
            key={role.id}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { sm: 'center' },
              gap: 2,
              p: { xs: 2, md: 2.5 },
              borderRadius: '12px',
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t(`partners.careers.roles.items.${role.id}.summary`)}
              </Typography>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1.25 }}>
                <Chip size="small" label={t(`partners.careers.roles.teams.${role.team}`)} />
                <Chip
                  size="small"
                  variant="outlined"
                  icon={<PlaceIcon aria-hidden />}
                  label={t(`applications.cities.${role.city}`, { defaultValue: role.city })}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  label={t(`partners.careers.roles.types.${role.type}`)}
                />
              </Stack>
            </Box>
            <Button
              variant="outlined"
              onClick={() => onApply(role)}
              aria-label={t('partners.careers.roles.applyFor', { role: title })}
              sx={{ flexShrink: 0 }}
            >
              {t('partners.careers.roles.apply')}
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
