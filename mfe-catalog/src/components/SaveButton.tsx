/**
 * The heart on a product card and the product page: 'Save {name}'. Signed out, it goes to the login and back;
 * signed in, it saves and unsaves (SavedToggle.tsx, a chunk of its own: a signed-out visit, the first visit of
 * most people and every crawler's, does not download the saving code).
 */
import { useAuthState } from '@marketplace/shared/use-auth-state';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HeartButton } from './HeartButton';

const SavedToggle = lazy(() => import('./SavedToggle'));

export function SaveButton({ productId, name }: { productId: string; name: string }) {
  const { user } = useAuthState();
  const navigate = useNavigate();
  const location = useLocation();
  if (user) {
    return (
      <Suspense fallback={<HeartButton name={name} saved={false} busy />}>
        <SavedToggle productId={productId} name={name} />
      </Suspense>
    );
  }
  return (
    <HeartButton
      name={name}
      saved={false}
      onClick={() => navigate('/login', { state: { from: location } })}
    />
  );
}
