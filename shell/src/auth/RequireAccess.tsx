import type { RouteAccess } from '@marketplace/shared/types';
import { Spinner } from '@marketplace/ui/spinner';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { hasAccess } from './access';
import { ensureAuthStarted } from './auth-service';
import { useAuthStore } from './auth-store';
import { takeLoginRedirect, useLoginRedirect } from './login-redirect';

interface Props {
  access: RouteAccess;
  children: ReactNode;
}

/**
 * The route guard: spinner while auth or role loads, /login (remembering the origin, replacing history)
 * when access is missing. It also carries out a sign-out forced by the API (an unrefreshable 401).
 */
export function RequireAccess({ access, children }: Props) {
  const { user, role, loading } = useAuthStore();
  const location = useLocation();
  const navigate = useNavigate();
  const redirectPending = useLoginRedirect((state) => state.pending);

  // A session on screen (restored from storage) needs no Firebase yet: it confirms it once the page settled.
  const needsFirebase = access !== 'public' && !user;
  useEffect(() => {
    if (needsFirebase) ensureAuthStarted();
  }, [needsFirebase]);

  useEffect(() => {
    if (!redirectPending || !takeLoginRedirect()) return;
    if (location.pathname !== '/login') navigate('/login', { replace: true, state: { from: location } });
  }, [redirectPending, location, navigate]);

  if (access === 'public') return children;
  if (loading) return <Spinner />;
  if (!hasAccess(access, user, role)) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
