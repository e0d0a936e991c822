import { zodResolver } from '@hookform/resolvers/zod';
import { addressDetailsSchema, type AddressDetails, type AddressDetailsInput } from '@sauda/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  applyPrefill,
  toDetailsValues,
  type DetailsValues,
  type LocationPrefill,
} from './details-values';
import { DETAIL_FIELDS, type SaveFailure } from './save-failure';

interface DetailsFormOptions {
  defaultValues: DetailsValues;
  /** The pin's street and area, when they should be written into the form. */
  prefill: LocationPrefill | null;
  onPrefilled: () => void;
  failure: SaveFailure | null;
}

/**
 * The details form's state, validated by the domain's schema (the spec's messages word for
 * word). The pin's address fills the street and area, also when it arrives after the form
 * opened, and a failed save puts the server's messages on the fields it named.
 */
export function useDetailsForm({
  defaultValues,
  prefill,
  onPrefilled,
  failure,
}: DetailsFormOptions) {
  const form = useForm<AddressDetailsInput, unknown, AddressDetails>({
    resolver: zodResolver(addressDetailsSchema),
    defaultValues: applyPrefill(defaultValues, prefill),
  });
  const { getValues, setValue, setError } = form;

  useEffect(() => {
    if (!prefill) return;
    const values = applyPrefill(toDetailsValues(getValues()), prefill);
    setValue('street', values.street);
    setValue('district', values.district);
    onPrefilled();
  }, [prefill, getValues, setValue, onPrefilled]);

  useEffect(() => {
    if (!failure) return;
    const named = DETAIL_FIELDS.filter((name) => failure.fields[name]);
    named.forEach((name, index) => {
      setError(
        name,
        { type: 'server', message: failure.fields[name] },
        { shouldFocus: index === 0 },
      );
    });
  }, [failure, setError]);

  return form;
}
