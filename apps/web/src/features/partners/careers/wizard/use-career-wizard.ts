import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApplicationFormState } from '../../../applications';
import { CAREER_STEPS, REVIEW_STEP, firstStepWith, type CareerField } from './career-steps';

type CareerFormState = ApplicationFormState<'career'>;

/**
 * Moves through the career wizard. Going forward, by Next or by a step's button, checks the
 * steps being left (trigger) and stops at the first one with errors; going back is always
 * allowed. Submitting checks everything and, when a field is refused (here or by the server),
 * opens its step and focuses it.
 */
export function useCareerWizard(state: CareerFormState) {
  const { methods } = state;
  const [active, setActive] = useState(0);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const focusNext = useRef<CareerField | null>(null);

  useEffect(() => {
    const field = focusNext.current;
    if (!field) return;
    focusNext.current = null;
    methods.setFocus(field);
  }, [active, methods]);

  const fieldsWithErrors = (): CareerField[] =>
    CAREER_STEPS.flatMap((step) => step.fields).filter(
      (field) => methods.getFieldState(field).error !== undefined,
    );

  const openFirstError = () => {
    const fields = fieldsWithErrors();
    const step = firstStepWith(fields);
    const field = fields.find((name) => firstStepWith([name]) === step);
    if (step < 0 || !field) return;
    if (step === active) {
      methods.setFocus(field);
      return;
    }
    focusNext.current = field;
    setActive(step);
  };

  const goTo = async (target: number) => {
    for (let step = active; step < target; step += 1) {
      const fields = CAREER_STEPS[step]?.fields ?? [];
      const valid = await methods.trigger([...fields], { shouldFocus: step === active });
      if (!valid) {
        if (step !== active) {
          focusNext.current = fields.find((name) => methods.getFieldState(name).invalid) ?? null;
          setActive(step);
        }
        return;
      }
      setChecked((done) => new Set(done).add(step));
    }
    setActive(target);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (active < REVIEW_STEP) {
      await goTo(active + 1);
      return;
    }
    if (!(await methods.trigger())) {
      openFirstError();
      return;
    }
    await state.submit();
    // A 400 may have refused fields of earlier steps: show the first of them.
    openFirstError();
  };

  const { errors } = methods.formState;
  const stepHasErrors = (index: number) =>
    (CAREER_STEPS[index]?.fields ?? []).some((field) => errors[field] !== undefined);

  return { active, checked, goTo, submit, stepHasErrors };
}
