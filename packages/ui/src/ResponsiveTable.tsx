import styled from 'styled-components';
import { theme } from './theme';

/**
 * A data table that turns into stacked cards below 640 px: each cell shows its column name from
 * `data-label`, and the header row stays in the accessibility tree (visually hidden) so the cells keep it.
 */
export const ResponsiveTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  th,
  td {
    padding: ${theme.space(3)};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${theme.colors.border};
  }
  th {
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${theme.colors.muted};
  }
  img {
    display: block;
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${theme.radius};
    background: ${theme.colors.background};
  }
  @media (max-width: 640px) {
    border: none;
    background: transparent;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tr {
      display: block;
      margin-bottom: ${theme.space(4)};
      padding: ${theme.space(2)} ${theme.space(3)};
      background: ${theme.colors.surface};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radius};
    }
    td {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: ${theme.space(2)};
      padding: ${theme.space(2)} 0;
      border-bottom: 1px solid ${theme.colors.border};
      overflow-wrap: anywhere;
    }
    td:last-child {
      border-bottom: none;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${theme.colors.muted};
    }
  }
`;

/** Buttons of one row, wrapping on narrow screens. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`;

/** A short status word in a row: 'available', 'Advertised', 'Verified'. */
export const Badge = styled.span<{ $tone: 'success' | 'muted' | 'accent' }>`
  display: inline-block;
  padding: ${theme.space(1)} ${theme.space(2)};
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  color: #fff;
  background: ${(p) =>
    p.$tone === 'success'
      ? theme.colors.success
      : p.$tone === 'accent'
        ? theme.colors.primary
        : theme.colors.muted};
`;
