import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

interface StepsIndicatorProps {
  /** The steps' names, first to last. */
  labels: readonly string[];
  /** 1-based, as the spec counts steps. */
  activeStep: number;
  label: string;
}

/** Where the person is in a stepwise form; the current step is marked for screen readers. */
export function StepsIndicator({ labels, activeStep, label }: StepsIndicatorProps) {
  return (
    <Stepper activeStep={activeStep - 1} alternativeLabel aria-label={label} sx={{ p: 0 }}>
      {labels.map((name, index) => (
        <Step key={name} aria-current={index === activeStep - 1 ? 'step' : undefined}>
          <StepLabel>{name}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
