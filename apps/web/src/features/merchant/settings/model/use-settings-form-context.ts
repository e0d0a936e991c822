import { useFormContext } from 'react-hook-form';
import type { SettingsFormInput, SettingsFormValues } from './settings-form-schema';

/** The settings form, for the sections and fields inside it. */
export function useSettingsFormContext() {
  return useFormContext<SettingsFormInput, unknown, SettingsFormValues>();
}
