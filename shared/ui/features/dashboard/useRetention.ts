import { useState } from 'react';
import { api } from '../../apiClient.ts';
import { toast } from '../../toast/toastStore.ts';

/** PATCH /api/documents/{id}/retention with the toasts of SPEC section 8. */
export function useRetention(documentId: string) {
  const [saving, setSaving] = useState(false);
  async function update(action: 'retain' | 'delete'): Promise<boolean> {
    setSaving(true);
    try {
      await api.patch(`/api/documents/${encodeURIComponent(documentId)}/retention`, { action });
      toast({
        title:
          action === 'retain'
            ? 'Summary saved permanently to your account'
            : 'Summary will be deleted after leaving this page',
      });
      return true;
    } catch {
      toast({ title: 'Failed to update retention settings', variant: 'destructive' });
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { update, saving };
}
