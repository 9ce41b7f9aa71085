import type { Role } from '../../../../shared/plans.ts';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-error.ts';

export interface ConfirmResult {
  role: Role;
  status: 'complete' | 'pending';
}

export async function confirmCheckout(sessionId: string): Promise<ConfirmResult> {
  return unwrap<ConfirmResult>(await api.billing.confirm.$post({ json: { sessionId } }));
}
