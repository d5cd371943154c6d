/**
 * One labelled control of a short form in a dialog or a row: the hint under it, and the form's error as an
 * alert, both read with the control (aria-describedby) and the control marked invalid while the error shows.
 * The control itself comes from the caller, who spreads the given props onto it.
 */
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Field = styled.div<{ $controlWidth?: string }>`
  display: grid;
  gap: ${theme.space(2)};
  label {
    font-weight: 600;
  }
  input,
  textarea,
  select {
    font: inherit;
    max-width: ${(p) => p.$controlWidth ?? 'none'};
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius};
  }
  input:focus-visible,
  textarea:focus-visible,
  select:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  small {
    color: ${theme.colors.muted};
  }
  [role='alert'] {
    margin: 0;
    color: ${theme.colors.danger};
    font-weight: 600;
  }
`;

/** What the control must carry: its id (the label's target) and the descriptions. */
export interface HintedControlProps {
  id: string;
  'aria-invalid': 'true' | undefined;
  'aria-describedby': string;
}

interface Props {
  label: string;
  /** Shown under the control; omitted when there is nothing to say. */
  hint?: ReactNode;
  /** The form's current error, from its own check or the API; null while there is none. */
  error: string | null;
  /** The widest the control gets (CSS length), for a short value such as an amount. */
  controlWidth?: string;
  children: (control: HintedControlProps) => ReactNode;
}

export function HintedField({ label, hint, error, controlWidth, children }: Props) {
  const id = useId();
  const controlId = `${id}-control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Field $controlWidth={controlWidth}>
      <label htmlFor={controlId}>{label}</label>
      {children({
        id: controlId,
        'aria-invalid': error ? 'true' : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? <small id={hintId}>{hint}</small> : null}
      {error ? (
        <p id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </Field>
  );
}
