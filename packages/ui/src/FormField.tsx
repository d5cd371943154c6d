/** Label, control and inline error of one form field, wired for screen readers. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Field = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(3)};
  label {
    font-weight: 600;
  }
  input,
  textarea,
  select {
    font: inherit;
    box-sizing: border-box;
    width: 100%;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    min-height: 44px;
  }
  input[readonly] {
    background: ${theme.colors.background};
    color: ${theme.colors.muted};
  }
  [aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

const ErrorText = styled.p`
  color: ${theme.colors.danger};
  margin: 0;
  font-size: 0.9rem;
`;

interface Props {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** The control inside must carry id={id}, and aria-describedby={errorIdOf(id)} when error is set. */
export function FormField({ id, label, error, children }: Props) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? <ErrorText id={errorIdOf(id)}>{error}</ErrorText> : null}
    </Field>
  );
}

export function errorIdOf(id: string): string {
  return `${id}-error`;
}
