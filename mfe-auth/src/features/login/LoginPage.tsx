/** /login: email and password, or Google; afterwards back to where the guard sent the user from, or /. */
import { Button } from '@marketplace/ui/button';
import { InlineSpinner } from '@marketplace/ui/spinner';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Location, useLocation, useNavigate } from 'react-router-dom';
import { firebaseAuth } from '../../firebase/firebase-auth';
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
  Hint,
  Input,
  Label,
  TextLink,
} from '../../ui/Form.styles';
import { type LoginValues, loginRules } from './login-rules';

/** Where the guard found the user (`state.from`), as a path; / when they came on their own. */
function destination(location: Location): string {
  const from = (location.state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const ids = { email: useId(), password: useId(), error: useId() };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  const goBack = () => navigate(destination(location), { replace: true });

  const onSubmit = async ({ email, password }: LoginValues) => {
    setBusy(true);
    setError('');
    try {
      await signInWithEmailAndPassword(firebaseAuth(), email.trim(), password);
      await awaitSession(); // the shell fetches the access token and the role
      goBack();
    } catch (failure) {
      setError(authErrorText(failure));
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={`${ids.email}-heading`}>
      <Heading id={`${ids.email}-heading`}>Login</Heading>
      <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-describedby={error ? ids.error : undefined}>
        <Field>
          <Label htmlFor={ids.email}>Email</Label>
          <Input
            id={ids.email}
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? 'true' : 'false'}
            aria-describedby={errors.email ? `${ids.email}-error` : undefined}
            {...register('email', loginRules.email)}
          />
          {errors.email && <FieldError id={`${ids.email}-error`}>{errors.email.message}</FieldError>}
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
          <Hint>Forget Password ?</Hint>
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
