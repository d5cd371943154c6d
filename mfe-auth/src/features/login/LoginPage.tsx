/** /login: email and password, or Google; afterwards back to where the guard sent the user from, or /. */
import { Button } from '@marketplace/ui/button';
import { InlineSpinner } from '@marketplace/ui/spinner';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Location, useLocation, useNavigate } from 'react-router-dom';
import { GoogleSignInButton } from '../../google-sign-in/GoogleSignInButton';
import { authErrorText } from '../../session/auth-error-text';
import { awaitSession } from '../../session/session';
import {
  Card,
  Divider,
  Field,
  FieldError,
  Footnote,
  Form,
  FormError,
  Heading,
  Input,
  Label,
  LinkButton,
  Notice,
  TextLink,
} from '../../ui/Form.styles';
import { type LoginValues, loginRules } from './login-rules';

const loadLoginActions = () => import('./login-actions');

/** What 'Forget Password ?' has done so far. */
type ResetRequest =
  | { status: 'idle' }
  | { status: 'no-email' }
  | { status: 'sending' }
  | { status: 'sent'; email: string }
  | { status: 'failed'; message: string };

/** Where the guard found the user (`state.from`), as a path; / when they came on their own. */
function destination(location: Location): string {
  const from = (location.state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const ids = { email: useId(), password: useId(), error: useId(), reset: useId() };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [reset, setReset] = useState<ResetRequest>({ status: 'idle' });
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });
  const emailField = register('email', loginRules.email);

  const requestReset = async () => {
    const email = getValues('email').trim();
    if (!email) {
      setReset({ status: 'no-email' });
      setFocus('email');
      return;
    }
    setReset({ status: 'sending' });
    try {
      await (await loadLoginActions()).sendResetEmail(email);
      setReset({ status: 'sent', email });
    } catch (failure) {
      setReset({ status: 'failed', message: authErrorText(failure) });
    }
  };

  /** The email field's inline messages: the form's rule, or 'Forget Password ?' asking for an address. */
  const emailErrorIds = [
    errors.email ? `${ids.email}-error` : undefined,
    reset.status === 'no-email' ? `${ids.reset}-no-email` : undefined,
  ].filter(Boolean);

  const goBack = () => navigate(destination(location), { replace: true });

  const onSubmit = async ({ email, password }: LoginValues) => {
    setBusy(true);
    setError('');
    try {
      await (await loadLoginActions()).signInWithEmail(email.trim(), password);
      await awaitSession(); // the shell fetches the access token and the role
      goBack();
    } catch (failure) {
      setError(authErrorText(failure));
      setBusy(false);
    }
  };

  return (
    <Card
      aria-labelledby={`${ids.email}-heading`}
      onFocus={() => void loadLoginActions()}
      onPointerOver={() => void loadLoginActions()}
    >
      <Heading id={`${ids.email}-heading`}>Login</Heading>
      <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-describedby={error ? ids.error : undefined}>
        <Field>
          <Label htmlFor={ids.email}>Email</Label>
          <Input
            id={ids.email}
            type="email"
            autoComplete="email"
            aria-invalid={emailErrorIds.length > 0 ? 'true' : 'false'}
            aria-describedby={emailErrorIds.length > 0 ? emailErrorIds.join(' ') : undefined}
            {...emailField}
            onChange={(event) => {
              if (reset.status === 'no-email') setReset({ status: 'idle' });
              return emailField.onChange(event);
            }}
          />
          {errors.email && <FieldError id={`${ids.email}-error`}>{errors.email.message}</FieldError>}
          {reset.status === 'no-email' && (
            <FieldError id={`${ids.reset}-no-email`} role="alert">
              Enter your email address first
            </FieldError>
          )}
        </Field>
        <Field>
          <Label htmlFor={ids.password}>Password</Label>
          <Input
            id={ids.password}
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? 'true' : 'false'}
            aria-describedby={errors.password ? `${ids.password}-error` : undefined}
            {...register('password', loginRules.password)}
          />
          {errors.password && <FieldError id={`${ids.password}-error`}>{errors.password.message}</FieldError>}
          <LinkButton
            type="button"
            onClick={requestReset}
            disabled={reset.status === 'sending'}
            aria-busy={reset.status === 'sending'}
          >
            Forget Password ?
          </LinkButton>
          <div aria-live="polite">
            {reset.status === 'sent' && <Notice>Password reset email sent to {reset.email}</Notice>}
          </div>
          {reset.status === 'failed' && <FieldError role="alert">{reset.message}</FieldError>}
        </Field>
        <Button type="submit" $fullWidth disabled={busy} aria-busy={busy}>
          {busy && <InlineSpinner label="Loading..." />}
          Login
        </Button>
        {error && (
          <FormError id={ids.error} role="alert">
            {error}
          </FormError>
        )}
      </Form>
      <Footnote>
        New here? <TextLink to="/signup">Create new Account</TextLink>
      </Footnote>
      <Divider>OR</Divider>
      <GoogleSignInButton
        disabled={busy}
        onStart={() => setError('')}
        onError={setError}
        onSignedIn={goBack}
      />
    </Card>
  );
}
