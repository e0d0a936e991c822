import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { FormInput } from '@sauda/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMethods } from '../../../applications';
import { OPEN_ROLES } from '../open-roles';
import { CAREER_STEPS, REVIEW_STEP } from './career-steps';

type CareerInput = FormInput<'career'>;

const LABELS: Record<string, string> = {
  full_name: 'applications.fields.fullName',
  email: 'applications.fields.email',
  mobile_number: 'applications.fields.mobileNumber',
  role: 'partners.careers.form.role',
  experience_years: 'partners.careers.form.experience',
  linkedin_url: 'partners.careers.form.linkedin',
  cv: 'partners.careers.form.cv',
  cover_letter: 'partners.careers.form.coverLetter',
};

function shownValue(value: unknown): string {
  if (value instanceof File) return value.name;
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  return '';
}

/** Everything the applicant entered, by step, each with a way back to change it. */
export function CareerReview({ onEdit }: { onEdit: (step: number) => void }) {
  const { t } = useTranslation();
  const { control } = useFormMethods<CareerInput>();
  const values = useWatch({ control });
  const roleLabel = (title: string) => {
    const role = OPEN_ROLES.find((candidate) => candidate.title === title);
    return role ? t(`partners.careers.roles.items.${role.id}.title`) : title;
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {CAREER_STEPS.slice(0, REVIEW_STEP).map((step, index) => (
        <Box
          key={step.key}
          component="section"
          aria-labelledby={`career-review-${step.key}`}
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: '12px' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography
              id={`career-review-${step.key}`}
              variant="subtitle1"
              component="h4"
              sx={{ fontWeight: 600 }}
            >
              {t(`partners.careers.form.steps.${step.key}`)}
            </Typography>
            <Button
              size="small"
              startIcon={<EditIcon />}
              onClick={() => onEdit(index)}
              aria-label={t('partners.careers.form.editStep', {
                step: t(`partners.careers.form.steps.${step.key}`),
              })}
            >
              {t('partners.careers.form.edit')}
            </Button>
          </Box>
          <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 1 }}>
            {step.fields.map((field) => {
              const raw = shownValue(values[field]);
              const text = field === 'role' && raw ? roleLabel(raw) : raw;
              return (
                <Box
                  key={field}
                  sx={{ display: 'grid', gridTemplateColumns: { sm: '200px 1fr' }, gap: { sm: 2 } }}
                >
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(LABELS[field] ?? field)}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    dir="auto"
                    sx={{
                      m: 0,
                      whiteSpace: 'pre-line',
                      overflowWrap: 'anywhere',
                      fontWeight: text ? 500 : 400,
                    }}
                    color={text ? 'text.primary' : 'text.secondary'}
                  >
                    {text || t('partners.careers.form.notGiven')}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
