import { DisclosureMenu, UNFOLDED_MENU_MEDIA } from '@marketplace/ui/disclosure-menu';
import { theme } from '@marketplace/ui/theme';
import { lazy, Suspense } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { signOut } from '../auth/auth-service';
import { useAuthStore } from '../auth/auth-store';
import { usePageSettled } from '../lib/page-settled';
import { AVATAR_SIZE, avatarStyle } from './avatar-style';
import avatarUrl from './generic-avatar.svg';
import { NavbarSearch } from './NavbarSearch';

/** The open phone menu drops down from the bar's bottom edge, over the page. */
const Bar = styled.header`
  position: relative;
  z-index: 10;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

/**
 * One row on a phone (brand, Menu, bell, avatar: at most 64 px high); wider, the menu's content (search, links,
 * Log Out) joins the row and may wrap.
 */
const Inner = styled.nav`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(2)} ${theme.space(3)};
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  @media ${UNFOLDED_MENU_MEDIA} {
    flex-wrap: wrap;
    padding: ${theme.space(2)} ${theme.space(4)};
    gap: ${theme.space(2)} ${theme.space(4)};
  }
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.1rem;
  line-height: 1.15;
  color: ${theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
  min-width: 0;
  @media ${UNFOLDED_MENU_MEDIA} {
    font-size: 1.25rem;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
  @media ${UNFOLDED_MENU_MEDIA} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(1)} ${theme.space(3)};
  }
`;

const focusRing = `
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Item = styled(NavLink)`
  display: block;
  color: ${theme.colors.text};
  text-decoration: none;
  padding: ${theme.space(3)} ${theme.space(2)};
  border-radius: ${theme.radius};
  @media ${UNFOLDED_MENU_MEDIA} {
    padding: ${theme.space(2)};
  }
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
  width: 100%;
  min-height: 44px;
  @media ${UNFOLDED_MENU_MEDIA} {
    width: auto;
    min-height: 0;
  }
  ${focusRing}
`;

// The bell, its list and its event stream (and the API client under them) load only for a signed-in user, once
// the first page has settled: a stored session shows from the first paint, and they would compete with the page.
const NotificationBell = lazy(() => import('../notifications/NotificationBell'));

/** Holds the bell's place while its code loads, so nothing moves when it arrives. */
const BellPlaceholder = styled.span`
  flex: none;
  display: inline-block;
  width: 44px;
  height: 44px;
`;

const ProfilePicture = lazy(() => import('./ProfilePicture'));

const GenericAvatar = styled.img`
  ${avatarStyle}
`;

/**
 * Holds the profile picture's circle while its code loads. Empty rather than the generic avatar: that would
 * show (and name) a picture that is not the user's, then swap.
 */
const AvatarPlaceholder = styled.span`
  ${avatarStyle}
  display: inline-block;
  background: ${theme.colors.background};
`;

export function Navbar() {
  const user = useAuthStore((state) => state.user);
  const token = useAuthStore((state) => state.token);
  const pageSettled = usePageSettled();
  const navigate = useNavigate();
  const avatarAlt = user ? `${user.displayName ?? user.email ?? 'Your'} profile picture` : 'Signed out';
  const onLogOut = async () => {
    await signOut();
    navigate('/');
  };
  return (
    <Bar>
      <Inner aria-label="Main">
        <Brand to="/">Furniture Market</Brand>
        <DisclosureMenu label="Menu">
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
          </Links>
        </DisclosureMenu>
        {user?.email && token ? (
          pageSettled ? (
            <Suspense fallback={<BellPlaceholder aria-hidden="true" />}>
              <NotificationBell email={user.email} />
            </Suspense>
          ) : (
            <BellPlaceholder aria-hidden="true" />
          )
        ) : null}
        {user?.photoURL ? (
          <Suspense fallback={<AvatarPlaceholder aria-hidden="true" />}>
            <ProfilePicture src={user.photoURL} alt={avatarAlt} />
          </Suspense>
        ) : (
          <GenericAvatar src={avatarUrl} alt={avatarAlt} width={AVATAR_SIZE} height={AVATAR_SIZE} />
        )}
      </Inner>
    </Bar>
  );
}
