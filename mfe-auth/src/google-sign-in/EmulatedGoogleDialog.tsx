/** Stands in for Google's popup when the site runs against the Auth Emulator (offline, tests). */
import { Button } from '@marketplace/ui/button';
import { Dialog } from '@marketplace/ui/dialog';
import { theme } from '@marketplace/ui/theme';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Field, FieldError, Form, Hint, Input, Label } from '../ui/Form.styles';
import type { EmulatedGoogleAccount } from './google-sign-in';

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
  const emailId = useId();
  const nameId = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<EmulatedGoogleAccount>({ defaultValues: { email: '', name: '' } });

  // After the dialog's showModal() (a parent's effect runs after its children's), so the email field keeps it.
  useEffect(() => setFocus('email'), [setFocus]);

  return (
    <Dialog open title="Emulated Google account" onClose={onCancel} hideCloseButton width="400px">
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
          <Button type="button" $variant="secondary" $fullWidth onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" $fullWidth>
            Sign in
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
