import { useState } from 'react';
import { documentRoutes } from '../../../api/documents.ts';
import { api } from '../../apiClient.ts';
import { endsSession, RETENTION_FAILURE_TOAST } from '../../errors/describeError.ts';
import { toast } from '../../toast/toastStore.ts';
import { useDashboardStore } from './dashboardStore.ts';

/**
 * PATCH /api/documents/{id}/retention with the toasts of SPEC section 8. A 401 is the session ending:
 * the API client's session handler says so and goes to sign in, so no failure toast covers it.
 */
export function useRetention(documentId: string) {
  const [saving, setSaving] = useState(false);
  async function update(action: 'retain' | 'delete'): Promise<boolean> {
    setSaving(true);
    try {
      const updated = await api.call(
        documentRoutes.setRetention,
        { params: { id: documentId }, body: { action } },
        { session: true },
      );
      // The page now acts on the choice: a summary let go is deleted when the user leaves.
      useDashboardStore.getState().setRetention(updated.retention, updated.expiresAt);
      toast({
        title:
          action === 'retain'
            ? 'Summary saved permanently to your account'
            : 'Summary will be deleted after leaving this page',
      });
      return true;
    } catch (error) {
      if (!endsSession(error)) toast({ ...RETENTION_FAILURE_TOAST, variant: 'destructive' });
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { update, saving };
}
