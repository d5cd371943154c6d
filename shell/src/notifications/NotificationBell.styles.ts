import { FOLDED_MENU_MEDIA } from '@marketplace/ui/disclosure-menu';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

/** On a phone the list spans the screen under the navbar (the bar is its positioned ancestor there). */
export const Wrapper = styled.div`
  position: relative;
  flex: none;
  @media ${FOLDED_MENU_MEDIA} {
    position: static;
  }
`;

export const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: 50%;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.background};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Count = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${theme.colors.danger};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

export const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 20;
  width: min(360px, calc(100vw - 24px));
  max-height: min(70vh, 480px);
  overflow-y: auto;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.18);
  @media ${FOLDED_MENU_MEDIA} {
    top: calc(100% + 4px);
    left: ${theme.space(3)};
    right: ${theme.space(3)};
    width: auto;
  }
  h2 {
    margin: 0;
    padding: ${theme.space(3)} ${theme.space(4)};
    font-size: 1rem;
    border-bottom: 1px solid ${theme.colors.border};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: ${theme.space(3)} ${theme.space(4)};
    border-bottom: 1px solid ${theme.colors.border};
  }
  li:last-child {
    border-bottom: none;
  }
  li[data-new='true'] {
    background: #fff7e6;
  }
  a {
    display: block;
    color: ${theme.colors.text};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  time {
    display: block;
    margin-top: ${theme.space(1)};
    color: ${theme.colors.muted};
    font-size: 0.85rem;
  }
  p {
    margin: 0;
    padding: ${theme.space(4)};
    color: ${theme.colors.muted};
  }
`;
