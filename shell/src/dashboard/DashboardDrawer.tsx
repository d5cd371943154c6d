import { DisclosureMenu, FOLDED_MENU_MEDIA, UNFOLDED_MENU_MEDIA } from '@marketplace/ui/disclosure-menu';
import { theme } from '@marketplace/ui/theme';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { hasAccess } from '../auth/access';
import { useAuthStore } from '../auth/auth-store';
import { useRouteRegistry } from '../federation/route-registry';

// A count reads the API through the signed-in client (axios): loaded only when a drawer entry shows one, so the
// drawer (in the shell's first chunk) does not bring that client to every public page.
const MenuBadge = lazy(() =>
  import(/* webpackChunkName: "menu-badge" */ './MenuBadge').then((module) => ({
    default: module.MenuBadge,
  })),
);

/**
 * A column beside the page on a desktop, a wrapped row above it on a tablet, and on a phone one line with the
 * 'Dashboard menu' button, whose list drops down over the page.
 */
const Drawer = styled.nav`
  position: relative;
  background: ${theme.colors.surface};
  border-right: 1px solid ${theme.colors.border};
  padding: ${theme.space(4)};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${theme.space(1)};
  }
  @media (max-width: 720px) {
    border-right: none;
    border-bottom: 1px solid ${theme.colors.border};
  }
  @media (min-width: 641px) and (max-width: 720px) {
    ul {
      flex-direction: row;
      flex-wrap: wrap;
    }
  }
  @media ${FOLDED_MENU_MEDIA} {
    padding: ${theme.space(2)} ${theme.space(3)};
  }
`;

const Entry = styled(NavLink)`
  display: block;
  padding: ${theme.space(3)};
  @media ${UNFOLDED_MENU_MEDIA} {
    padding: ${theme.space(2)} ${theme.space(3)};
  }
  border-radius: ${theme.radius};
  color: ${theme.colors.text};
  text-decoration: none;
  &.active {
    background: ${theme.colors.primary};
    color: #fff;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The side drawer: every dashboard page a remote offers that this user's role may open, with its count if any. */
export function DashboardDrawer() {
  const { user, role } = useAuthStore();
  const lists = useRouteRegistry((state) => state.lists);
  const entries = lists
    .flatMap((entry) => entry.list?.routes ?? [])
    .filter(
      (route) => route.layout === 'dashboard' && route.menuLabel && hasAccess(route.access, user, role),
    );
  return (
    <Drawer aria-label="Dashboard">
      <DisclosureMenu label="Dashboard menu">
        <ul>
          {entries.map((route) => (
            <li key={route.path}>
              <Entry to={route.path} end>
                {route.menuLabel}
                {route.menuBadge && user?.email ? (
                  <Suspense fallback={null}>
                    <MenuBadge badge={route.menuBadge} email={user.email} />
                  </Suspense>
                ) : null}
              </Entry>
            </li>
          ))}
        </ul>
      </DisclosureMenu>
    </Drawer>
  );
}
