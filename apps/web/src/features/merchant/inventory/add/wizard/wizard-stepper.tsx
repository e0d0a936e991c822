import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from '../model/wizard-draft';

/** The four steps, across the page on desktops and down it on phones. */
export function WizardStepper({ step }: { step: number }) {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <Stepper activeStep={step} orientation={wide ? 'horizontal' : 'vertical'}>
      {WIZARD_STEPS.map((name) => (
        <Step key={name}>
          <StepLabel>{t(`inventory.add.steps.${name}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
