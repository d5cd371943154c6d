import { theme } from '@marketplace/ui/theme';
import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'danger';

const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryDark};
    }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${theme.colors.background};
    }
  `,
  danger: css`
    background: ${theme.colors.danger};
    border-color: ${theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) {
      filter: brightness(0.9);
    }
  `,
};

/** The remote's one button: 44 px touch target, visible keyboard focus. */
export const Button = styled.button<{ $variant?: Variant }>`
  font: inherit;
  font-weight: 600;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(4)};
  border: 1px solid transparent;
  border-radius: ${theme.radius};
  cursor: pointer;
  ${(p) => variants[p.$variant ?? 'primary']}
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
