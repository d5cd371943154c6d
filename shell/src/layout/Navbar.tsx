import { theme } from '@marketplace/ui/theme';
import { lazy, Suspense } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { signOut } from '../auth/auth-service';
import { useAuthStore } from '../auth/auth-store';
import avatarUrl from './generic-avatar.svg';
import { NavbarSearch } from './NavbarSearch';

const Bar = styled.header`
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled.nav`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(2)} ${theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(4)};
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const focusRing = `
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Item = styled(NavLink)`
  color: ${theme.colors.text};
  text-decoration: none;
  padding: ${theme.space(2)};
  border-radius: ${theme.radius};
  &.active {
    color: ${theme.colors.primary};
    font-weight: 700;
  }
  ${focusRing}
`;

const LogOut = styled.button`
  font: inherit;
  background: none;
  border: 1px solid ${theme.colors.primary};
  color: ${theme.colors.primary};
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius};
  cursor: pointer;
  ${focusRing}
`;

// The bell, its list and its event stream load only for a signed-in user, after the page is up.
const NotificationBell = lazy(() => import('../notifications/NotificationBell'));

/** Holds the bell's place while its code loads, so nothing moves when it arrives. */
const BellPlaceholder = styled.span`
  display: inline-block;
  width: 44px;
  height: 44px;
`;

const Avatar = styled.img`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  object-fit: cover;
  border: 2px solid ${theme.colors.border};
`;

export function Navbar() {
  const user = useAuthStore((state) => state.user);
  const token = useAuthStore((state) => state.token);
  const navigate = useNavigate();
  const onLogOut = async () => {
    await signOut();
    navigate('/');
  };
  return (
    <Bar>
      <Inner aria-label="Main">
        <Brand to="/">Furniture Market</Brand>
        <NavbarSearch />
        <Links>
          <li>
            <Item to="/" end>
              Home
            </Item>
          </li>
          <li>
            <Item to="/blog">Blog</Item>
          </li>
          {user ? (
            <>
              <li>
                <Item to="/dashboard">Dashboard</Item>
              </li>
              {user.email && token ? (
                <li>
                  <Suspense fallback={<BellPlaceholder aria-hidden="true" />}>
                    <NotificationBell email={user.email} />
                  </Suspense>
                </li>
              ) : null}
              <li>
                <LogOut type="button" onClick={onLogOut}>
                  Log Out
                </LogOut>
              </li>
            </>
          ) : (
            <li>
              <Item to="/login">LogIn</Item>
            </li>
          )}
          <li>
            <Avatar
              src={user?.photoURL || avatarUrl}
              alt={user ? `${user.displayName ?? user.email ?? 'Your'} profile picture` : 'Signed out'}
              width={36}
              height={36}
              referrerPolicy="no-referrer"
            />
          </li>
        </Links>
      </Inner>
    </Bar>
  );
}
