/**
 * /reset-password?oobCode=...: the page the reset email's link opens. It checks the code first, then takes a
 * new password (the sign-up rules) and sends it with the code; afterwards the visitor logs in as usual.
 */
import { Button } from '@marketplace/ui/button';
import { InlineSpinner, Spinner } from '@marketplace/ui/spinner';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { newPasswordRules } from '../../lib/password-rules';
import { authErrorText } from '../../session/auth-error-text';
import {
  Card,
  Field,
  FieldError,
  Footnote,
  Form,
  FormError,
  Heading,
  Input,
  Label,
  Notice,
  TextLink,
} from '../../ui/Form.styles';
import { checkResetCode, DeadResetLinkError, setNewPassword } from './reset-password';

export const DEAD_LINK_TEXT = 'This reset link is invalid or has expired';

type Phase =
  | { step: 'checking' }
  | { step: 'check-failed'; message: string }
  | { step: 'dead-link' }
  | { step: 'form'; email: string }
  | { step: 'done' };

interface NewPasswordValues {
  password: string;
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  const headingId = useId();
  const ids = { password: useId(), error: useId() };
  const [phase, setPhase] = useState<Phase>({ step: 'checking' });
  const [error, setError] = useState('');
  const resultRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ defaultValues: { password: '' } });

  const check = useCallback(async () => {
    if (!oobCode) {
      setPhase({ step: 'dead-link' });
      return;
    }
    setPhase({ step: 'checking' });
    try {
      setPhase({ step: 'form', email: await checkResetCode(oobCode) });
    } catch (failure) {
      setPhase(
        failure instanceof DeadResetLinkError
          ? { step: 'dead-link' }
          : { step: 'check-failed', message: authErrorText(failure) },
      );
    }
  }, [oobCode]);

  useEffect(() => {
    void check();
  }, [check]);

  // The outcome replaces the form: the focus goes to it, so a keyboard user is not left on nothing.
  useEffect(() => {
    if (phase.step === 'done' || phase.step === 'dead-link') resultRef.current?.focus();
  }, [phase.step]);

  const onSubmit = async ({ password }: NewPasswordValues) => {
    setError('');
    try {
      await setNewPassword(oobCode, password);
      setPhase({ step: 'done' });
    } catch (failure) {
      if (failure instanceof DeadResetLinkError) setPhase({ step: 'dead-link' });
      else setError(authErrorText(failure));
    }
  };

  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>Reset Password</Heading>
      {phase.step === 'checking' && <Spinner layout="line" label="Checking the reset link..." />}
      {phase.step === 'check-failed' && (
        <Form as="div">
          <FormError role="alert">{phase.message}</FormError>
          <Button type="button" onClick={() => void check()}>
            Retry
          </Button>
        </Form>
      )}
      {phase.step === 'dead-link' && (
        <div ref={resultRef} tabIndex={-1}>
          <FormError role="alert">{DEAD_LINK_TEXT}</FormError>
          <Footnote>
            Ask for a new one on the <TextLink to="/login">Login</TextLink> page: Forget Password ?
          </Footnote>
        </div>
      )}
      {phase.step === 'done' && (
        <div ref={resultRef} tabIndex={-1} role="status">
          <Notice>Password changed, you can log in now</Notice>
          <Footnote>
            <TextLink to="/login">Login</TextLink>
          </Footnote>
        </div>
      )}
      {phase.step === 'form' && (
        <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-describedby={error ? ids.error : undefined}>
          <p>
            A new password for <strong>{phase.email}</strong>
          </p>
          <Field>
            <Label htmlFor={ids.password}>New password</Label>
            <Input
              id={ids.password}
              type="password"
              autoComplete="new-password"
              aria-invalid={errors.password ? 'true' : 'false'}
              aria-describedby={errors.password ? `${ids.password}-error` : undefined}
              {...register('password', newPasswordRules)}
            />
            {errors.password && (
              <FieldError id={`${ids.password}-error`}>{errors.password.message}</FieldError>
            )}
          </Field>
          <Button type="submit" $fullWidth disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting && <InlineSpinner label="Saving..." />}
            Change password
          </Button>
          {error && (
            <FormError id={ids.error} role="alert">
              {error}
            </FormError>
          )}
        </Form>
      )}
    </Card>
  );
}
