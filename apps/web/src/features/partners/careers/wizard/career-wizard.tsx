import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardIcon from '@mui/icons-material/ArrowForwardRounded';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { flipInRtl } from '../../../../ui/flip-in-rtl';
import {
  ApplicationFormFrame,
  SubmitApplicationButton,
  useApplicationForm,
} from '../../../applications';
import { CareerReview } from './career-review';
import { CareerStepFields } from './career-step-fields';
import { CAREER_STEPS, REVIEW_STEP } from './career-steps';
import { useCareerWizard } from './use-career-wizard';

/** A role picked with an open role's Apply; a new object each time, even for the same role. */
export interface RoleChoice {
  role: string;
}

interface CareerWizardProps {
  labelledBy: string;
  roleChoice: RoleChoice | null;
}

/**
 * The career application in four steps. The steps are buttons (non-linear stepper): any step
 * can be chosen, but moving forward checks the steps left behind; a step with a refused field
 * shows it on its button. Review shows everything before Submit.
 */
export function CareerWizard({ labelledBy, roleChoice }: CareerWizardProps) {
  const { t } = useTranslation();
  const state = useApplicationForm('career', {
    full_name: '',
    email: '',
    mobile_number: '',
    role: '',
    experience_years: '',
    linkedin_url: '',
    cover_letter: '',
  });
  const wizard = useCareerWizard(state);
  const { setValue } = state.methods;

  useEffect(() => {
    if (roleChoice) setValue('role', roleChoice.role, { shouldValidate: true, shouldDirty: true });
  }, [roleChoice, setValue]);

  const step = CAREER_STEPS[wizard.active] ?? CAREER_STEPS[0];
  const stepTitleId = 'career-step-title';

  return (
    <ApplicationFormFrame
      form="career"
      state={state}
      labelledBy={labelledBy}
      onSubmit={wizard.submit}
      actions={
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Button
            onClick={() => void wizard.goTo(wizard.active - 1)}
            disabled={wizard.active === 0}
            startIcon={<ArrowBackIcon sx={flipInRtl} />}
          >
            {t('partners.careers.form.back')}
          </Button>
          {wizard.active < REVIEW_STEP ? (
            <Button type="submit" variant="contained" endIcon={<ArrowForwardIcon sx={flipInRtl} />}>
              {t('partners.careers.form.next')}
            </Button>
          ) : (
            <SubmitApplicationButton label={t('partners.careers.form.submit')} />
          )}
        </Box>
      }
    >
      <Stepper
        nonLinear
        activeStep={wizard.active}
        alternativeLabel
        aria-label={t('partners.careers.form.stepsLabel')}
        sx={{ mx: { xs: -1.5, sm: 0 }, '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 } } }}
      >
        {CAREER_STEPS.map((candidate, index) => {
          const hasErrors = wizard.stepHasErrors(index);
          return (
            <Step key={candidate.key} completed={wizard.checked.has(index) && !hasErrors}>
              <StepButton
                onClick={() => void wizard.goTo(index)}
                // StepButton hands `optional` to its label; on the label itself it is lost.
                optional={
                  hasErrors ? (
                    <Typography variant="caption" color="error" component="span">
                      {t('partners.careers.form.stepHasErrors')}
                    </Typography>
                  ) : undefined
                }
              >
                <StepLabel error={hasErrors}>
                  {t(`partners.careers.form.steps.${candidate.key}`)}
                </StepLabel>
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
      <Box role="group" aria-labelledby={stepTitleId} sx={{ display: 'grid', gap: 2.5 }}>
        <Typography id={stepTitleId} variant="h3" sx={{ fontSize: '1.25rem' }}>
          {t('partners.careers.form.stepHeading', {
            n: wizard.active + 1,
            total: CAREER_STEPS.length,
            title: t(`partners.careers.form.steps.${step.key}`),
          })}
        </Typography>
        {step.key === 'review' ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('partners.careers.form.reviewIntro')}
            </Typography>
            <CareerReview onEdit={(index) => void wizard.goTo(index)} />
          </>
        ) : (
          <CareerStepFields step={step.key} />
        )}
      </Box>
    </ApplicationFormFrame>
  );
}
