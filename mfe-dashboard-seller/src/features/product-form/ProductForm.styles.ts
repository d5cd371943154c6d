import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

export const Page = styled.section`
  max-width: 760px;
  h1 {
    margin: 0 0 ${theme.space(6)};
    color: ${theme.colors.text};
  }
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(4)} ${theme.space(5)};
  padding: ${theme.space(6)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
    padding: ${theme.space(4)};
  }
`;

export const FieldBox = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  grid-column: ${(p) => (p.$wide ? '1 / -1' : 'auto')};
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    font: inherit;
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: #fff;
    color: ${theme.colors.text};
    width: 100%;
    box-sizing: border-box;
  }
  input[type='file'] {
    padding: ${theme.space(2)};
  }
  textarea {
    resize: vertical;
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  [aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 0.9rem;
`;

export const Submit = styled.div`
  grid-column: 1 / -1;
  button {
    width: 100%;
  }
`;

export const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: 0.9rem;
  color: ${(p) => (p.$over ? theme.colors.danger : theme.colors.muted)};
`;

/** Width, depth and height side by side (stacked on a phone), under one legend. */
export const Fieldset = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space(3)};
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)} ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  legend {
    font-weight: 600;
    padding: 0 ${theme.space(1)};
  }
  > p {
    grid-column: 1 / -1;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;
