import type { Role } from '#shared/plans.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export interface ConfirmResult {
  role: Role;
  status: 'complete' | 'pending';
}

export async function confirmCheckout(sessionId: string): Promise<ConfirmResult> {
  return unwrap(await api.billing.confirm.$post({ json: { sessionId } }));
}
