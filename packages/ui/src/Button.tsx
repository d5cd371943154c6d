/** The site's one button: 44 px touch target (32 px for small), visible keyboard focus, four looks. */
import styled, { css } from 'styled-components';
import { theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryDark};
    }
  `,
  /** Outlined: the second choice beside a primary one (Cancel). */
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

interface ButtonProps {
  $variant?: ButtonVariant;
  /** Small: a compact control inside a dense panel (still 32 px high). */
  $size?: 'normal' | 'small';
  /** Fills its container's width (a form's submit on a narrow card). */
  $fullWidth?: boolean;
}

export const Button = styled.button<ButtonProps>`
  font: inherit;
  font-weight: 600;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: ${(p) => (p.$size === 'small' ? '32px' : '44px')};
  padding: ${(p) => (p.$size === 'small' ? `${theme.space(1)} ${theme.space(3)}` : `${theme.space(2)} ${theme.space(4)}`)};
  ${(p) => (p.$size === 'small' ? 'font-size: 0.9rem;' : '')}
  ${(p) => (p.$fullWidth ? 'width: 100%;' : '')}
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
  &[aria-busy='true']:disabled {
    cursor: progress;
  }
`;
