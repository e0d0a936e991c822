import { isRegisteredSession, useAuth } from '../auth';

/**
 * Who stands at the operator's door: nobody or a guest (sign in), a registered user who is not
 * a Sauda operator, or an operator (`role` 'admin'). The API refuses the others anyway; this
 * only spares them pages they cannot use.
 */
export type OperatorAccess =
  { status: 'signed-out' } | { status: 'not-operator' } | { status: 'ready'; name: string | null };

export function useOperatorAccess(): OperatorAccess {
  const auth = useAuth();
  if (!auth.user || !isRegisteredSession(auth)) return { status: 'signed-out' };
  if (auth.user.role !== 'admin') return { status: 'not-operator' };
  return { status: 'ready', name: auth.user.full_name };
}
