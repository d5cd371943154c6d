import type { RouteAccess } from '@marketplace/shared/types';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../ui/Spinner';
import { hasAccess } from './access';
import { useAuthStore } from './auth-store';

interface Props {
  access: RouteAccess;
  children: ReactNode;
}

/** The route guard: spinner while auth or role loads, /login (remembering the origin) when access is missing. */
export function RequireAccess({ access, children }: Props) {
  const { user, role, loading } = useAuthStore();
  const location = useLocation();
  if (access === 'public') return children;
  if (loading) return <Spinner />;
  if (!hasAccess(access, user, role)) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
