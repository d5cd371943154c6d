/** Stands in for Google's popup when the site runs against the Auth Emulator (offline, tests). */
import { theme } from '@marketplace/shared/theme';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  Field,
  FieldError,
  Form,
  Hint,
  Input,
  Label,
  PrimaryButton,
  SecondaryButton,
} from '../ui/Form.styles';
import type { EmulatedGoogleAccount } from './google-sign-in';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgb(0 0 0 / 45%);
  display: grid;
  place-items: center;
  padding: ${theme.space(4)};
  z-index: 1000;
`;

const Panel = styled.div`
  width: min(400px, 100%);
  box-sizing: border-box;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius};
  padding: ${theme.space(6)};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.25rem;
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space(3)};
`;

interface Props {
  onSubmit(account: EmulatedGoogleAccount): void;
  onCancel(): void;
}

export function EmulatedGoogleDialog({ onSubmit, onCancel }: Props) {
  const titleId = useId();
  const emailId = useId();
  const nameId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<EmulatedGoogleAccount>({ defaultValues: { email: '', name: '' } });

  useEffect(() => setFocus('email'), [setFocus]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // Keep Tab inside the dialog while it is open.
    const focusable = panel.current.querySelectorAll<HTMLElement>('input, button');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <Backdrop>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <h2 id={titleId}>Emulated Google account</h2>
        <Hint>The Auth Emulator stands in for Google here: any address signs in as that Google user.</Hint>
        <Form noValidate onSubmit={handleSubmit(onSubmit)} style={{ marginTop: theme.space(4) }}>
          <Field>
            <Label htmlFor={emailId}>Google account email</Label>
            <Input
              id={emailId}
              type="email"
              autoComplete="email"
              aria-invalid={errors.email ? 'true' : 'false'}
              aria-describedby={errors.email ? `${emailId}-error` : undefined}
              {...register('email', {
                required: 'Email is required',
                pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Enter an email address' },
              })}
            />
            {errors.email && <FieldError id={`${emailId}-error`}>{errors.email.message}</FieldError>}
          </Field>
          <Field>
            <Label htmlFor={nameId}>Google account name</Label>
            <Input
              id={nameId}
              autoComplete="name"
              aria-invalid={errors.name ? 'true' : 'false'}
              aria-describedby={errors.name ? `${nameId}-error` : undefined}
              {...register('name', {
                required: 'Name is required',
                validate: (v) => v.trim() !== '' || 'Name is required',
              })}
            />
            {errors.name && <FieldError id={`${nameId}-error`}>{errors.name.message}</FieldError>}
          </Field>
          <Actions>
            <SecondaryButton type="button" onClick={onCancel}>
              Cancel
            </SecondaryButton>
            <PrimaryButton type="submit">Sign in</PrimaryButton>
          </Actions>
        </Form>
      </Panel>
    </Backdrop>
  );
}
