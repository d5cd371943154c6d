/** The look of the login and sign-up forms: one card, labelled fields, errors in red under each field. */
import { theme } from '@marketplace/ui/theme';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Card = styled.section`
  width: min(440px, 100% - ${theme.space(8)});
  margin: ${theme.space(10)} auto;
  padding: ${theme.space(6)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-sizing: border-box;
`;

export const Heading = styled.h1`
  margin: 0 0 ${theme.space(5)};
  text-align: center;
  font-size: 1.75rem;
`;

export const Form = styled.form`
  display: grid;
  gap: ${theme.space(4)};
`;

export const Field = styled.div`
  display: grid;
  gap: ${theme.space(1)};
`;

export const Label = styled.label`
  font-weight: 600;
`;

const control = css`
  font: inherit;
  width: 100%;
  box-sizing: border-box;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  ${focusRing}
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 0.9rem;
`;

export const FormError = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${theme.colors.muted};
`;

export const TextLink = styled(Link)`
  color: ${theme.colors.primary};
  font-weight: 600;
  ${focusRing}
`;

/** An action that reads as a link (Forget Password ?): a real button, so Enter and Space work. */
export const LinkButton = styled.button`
  justify-self: start;
  font: inherit;
  font-size: 0.9rem;
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  ${focusRing}
`;

export const Notice = styled.p`
  margin: 0;
  color: ${theme.colors.success};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Footnote = styled.p`
  margin: ${theme.space(4)} 0 0;
  text-align: center;
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  margin: ${theme.space(4)} 0;
  color: ${theme.colors.muted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${theme.colors.border};
  }
`;
