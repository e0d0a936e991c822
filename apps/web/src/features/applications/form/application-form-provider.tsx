import { createContext, useContext, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The form's methods and control as one unchanging value. react-hook-form's FormProvider
 * passes a value that changes with every change of the form's state: each field reading it
 * re-renders, and a part of the form still waiting to hydrate would be hydrated at once, in
 * one task. Fields read state through useController, useFormState or useWatch with this
 * control instead, which re-render for what changed only.
 */
const FormMethodsContext = createContext<UseFormReturn<FieldValues> | null>(null);

interface ApplicationFormProviderProps<T extends FieldValues, TOut extends FieldValues> {
  methods: UseFormReturn<T, unknown, TOut>;
  children: ReactNode;
}

/** Gives an application's fields their form. */
export function ApplicationFormProvider<T extends FieldValues, TOut extends FieldValues>({
  methods,
  children,
}: ApplicationFormProviderProps<T, TOut>) {
  // Fields know their names, not the form's types: they see it as any form.
  const anyForm = methods as unknown as UseFormReturn<FieldValues>;
  return <FormMethodsContext value={anyForm}>{children}</FormMethodsContext>;
}

/** The surrounding form's methods; `T` types its values where a part knows them. */
export function useFormMethods<T extends FieldValues = FieldValues>(): UseFormReturn<T> {
  const methods = useContext(FormMethodsContext);
  if (!methods) throw new Error('useFormMethods is used outside an ApplicationFormProvider');
  return methods as unknown as UseFormReturn<T>;
}
