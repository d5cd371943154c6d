/**
 * The heart on a product card and the product page: 'Save {name}', pressed once the product is in the user's
 * saved items, pressed again to take it out. Signed out, it goes to the login and back. The saved state comes
 * from GET /saved, shared with the Saved page, so every heart on a page costs one read.
 */
import { apiErrorMessage } from '@marketplace/shared/api-errors';
import { useAuthState } from '@marketplace/shared/use-auth-state';
import { theme } from '@marketplace/ui/theme';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSavedProductIds } from '../lib/saved-products/get-saved-products';
import { useRemoveSavedProduct } from '../lib/saved-products/remove-saved-product';
import { useSaveProduct } from '../lib/saved-products/save-product';

const Heart = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.danger};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
  }
`;

async function showError(error: unknown) {
  const { toast } = await import('react-toastify');
  toast.error(apiErrorMessage(error));
}

export function SaveButton({ productId, name }: { productId: string; name: string }) {
  const { user } = useAuthState();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = useSavedProductIds(Boolean(user)).has(productId);
  const save = useSaveProduct();
  const remove = useRemoveSavedProduct();
  const busy = save.isPending || remove.isPending;

  const onClick = () => {
    if (!user) {
      navigate('/login', { state: { from: location } });
      return;
    }
    const change = saved ? remove : save;
    change.mutate(productId, { onError: showError });
  };

  return (
    <Heart type="button" aria-label={`Save ${name}`} aria-pressed={saved} disabled={busy} onClick={onClick}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.5 1.1 4.4 2.4l1 1.4 1-1.4C13.9 6.1 15.3 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </Heart>
  );
}
