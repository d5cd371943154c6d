/**
 * 'Save this search': keeps the words and filters for the signed-in user, who is then alerted of new listings
 * that match. Signed out, it goes to the login and back. Needs words (a search of filters alone is not kept).
 * The toasts load with the first save: the public search page does not download them.
 */
import { apiErrorMessage } from '@marketplace/shared/api-errors';
import { useAuthState } from '@marketplace/shared/use-auth-state';
import { Button } from '@marketplace/ui/button';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSaveSearch } from './api/save-search';
import type { SearchFilters } from './search-params';

export function SaveSearchButton({ filters }: { filters: SearchFilters }) {
  const { user } = useAuthState();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveSearch();
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const key = JSON.stringify(filters);
  if (!filters.q.trim()) return null;
  const onClick = () => {
    if (!user) {
      navigate('/login', { state: { from: location } });
      return;
    }
    const { sort: _sort, ...kept } = filters;
    save.mutate(kept, {
      onSuccess: async () => {
        setSavedFor(key);
        const { toast } = await import('react-toastify');
        toast.success('Search saved: you will be told of new matches');
      },
      onError: async (error) => {
        const { toast } = await import('react-toastify');
        toast.error(apiErrorMessage(error));
      },
    });
  };
  return (
    <Button
      type="button"
      $variant="secondary"
      disabled={save.isPending || savedFor === key}
      onClick={onClick}
    >
      {savedFor === key ? 'Search saved' : 'Save this search'}
    </Button>
  );
}
