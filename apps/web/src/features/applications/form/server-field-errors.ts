import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isRequestError } from '../../../api/request-error';

/**
 * Puts a 400's per-field messages under the fields they name, focusing the first in form
 * order, and tells whether any did; fields the form does not show are left for the top-level
 * message.
 */
export function applyServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  fieldNames: readonly string[],
  setError: UseFormSetError<TValues>,
): boolean {
  if (!isRequestError(error) || error.status !== 400 || !error.fields) return false;
  const known = Object.entries(error.fields).filter(([name]) => fieldNames.includes(name));
  known.sort(([a], [b]) => fieldNames.indexOf(a) - fieldNames.indexOf(b));
  known.forEach(([name, message], index) => {
    setError(name as Path<TValues>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return known.length > 0;
}
