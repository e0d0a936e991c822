import { createContext, useContext, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * The form's methods (setError, clearErrors…) as one unchanging value. react-hook-form's own
 * context changes with every change of the form's state, re-rendering each field that reads
 * it; a field that only calls methods reads this one, and reads state through useController
 * or useFormState, which re-render for what changed only.
 */
const FormMethodsContext = createContext<UseFormReturn<FieldValues> | null>(null);

interface ApplicationFormProviderProps<T extends FieldValues, TOut extends FieldValues> {
  methods: UseFormReturn<T, unknown, TOut>;
  children: ReactNode;
}

/** Gives an application's fields their form: react-hook-form's contexts and the methods. */
export function ApplicationFormProvider<T extends FieldValues, TOut extends FieldValues>({
  methods,
  children,
}: ApplicationFormProviderProps<T, TOut>) {
  // Fields know their names, not the form's types: they see it as any form.
  const anyForm = methods as unknown as UseFormReturn<FieldValues>;
  return (
    <FormProvider {...anyForm}>
      <FormMethodsContext value={anyForm}>{children}</FormMethodsContext>
    </FormProvider>
  );
}

export function useFormMethods(): UseFormReturn<FieldValues> {
  const methods = useContext(FormMethodsContext);
  if (!methods) throw new Error('useFormMethods is used outside an ApplicationFormProvider');
  return methods;
}
