import type { AuthUser, Role, RouteAccess } from '@marketplace/shared/types';

export function hasAccess(access: RouteAccess, user: AuthUser | null, role: Role | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'signed-in':
      return user !== null;
    case 'seller':
      return user !== null && role === 'seller';
    case 'admin':
      return user !== null && role === 'admin';
  }
}
