/**
 * The navbar's search field, on every page: a plain form that opens /search?q=... (the catalog's page does the
 * searching). Kept to a few lines of markup: it is on the first paint of every page.
 */
import { UNFOLDED_MENU_MEDIA } from '@marketplace/ui/disclosure-menu';
import { theme } from '@marketplace/ui/theme';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

/** Its own line in the phone's menu; on wider screens a flexible part of the navbar's row. */
const Form = styled.form`
  display: flex;
  @media ${UNFOLDED_MENU_MEDIA} {
    flex: 1 1 220px;
    max-width: 360px;
    input {
      min-height: 40px;
    }
  }
  input {
    font: inherit;
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.colors.border};
    border-right: none;
    border-radius: ${theme.radius} 0 0 ${theme.radius};
    background: ${theme.colors.background};
  }
  button {
    font: inherit;
    font-weight: 600;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.colors.primary};
    border-radius: 0 ${theme.radius} ${theme.radius} 0;
    background: ${theme.colors.primary};
    color: #fff;
    cursor: pointer;
  }
  input:focus-visible,
  button:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Label = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export function NavbarSearch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // On the results page the field shows the words searched; elsewhere it starts empty.
  const current = pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(words ? `/search?${new URLSearchParams({ q: words })}` : '/search');
  };

  return (
    <Form role="search" aria-label="Site" onSubmit={submit}>
      <Label htmlFor="navbar-search">Search furniture</Label>
      <input
        key={current}
        id="navbar-search"
        name="q"
        type="search"
        maxLength={100}
        placeholder="Search furniture"
        defaultValue={current}
        enterKeyHint="search"
      />
      <button type="submit">Search</button>
    </Form>
  );
}
