/** /signup: a new buyer or seller account with a profile picture, or Google (always a buyer). */
import { uploadPercent } from '@marketplace/shared/upload-image';
import { Button } from '@marketplace/ui/button';
import { InlineSpinner } from '@marketplace/ui/spinner';
import { UPLOAD_IDLE, UploadProgress, type UploadState } from '@marketplace/ui/upload-progress';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { GoogleSignInButton } from '../../google-sign-in/GoogleSignInButton';
import { authErrorText } from '../../session/auth-error-text';
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
  Select,
  TextLink,
} from '../../ui/Form.styles';
import { PictureUploadError, signUp } from './sign-up';
import { ACCEPTED_PICTURE_TYPES, ROLE_OPTIONS, type SignUpValues, signUpRules } from './signup-rules';

const EMPTY: Partial<SignUpValues> = { name: '', email: '', password: '', role: '' };

export default function SignUpPage() {
  const navigate = useNavigate();
  const headingId = useId();
  const errorId = useId();
  const ids = { name: useId(), email: useId(), picture: useId(), password: useId(), role: useId() };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [upload, setUpload] = useState<UploadState>(UPLOAD_IDLE);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SignUpValues>({ defaultValues: EMPTY });

  const goHome = () => navigate('/', { replace: true });

  const onSubmit = async (values: SignUpValues) => {
    const picture = values.picture[0];
    if (!picture || values.role === '') return; // the rules have already said so
    setBusy(true);
    setError('');
    setUpload({ status: 'uploading', percent: 0 });
    try {
      await signUp(
        { ...values, picture, role: values.role },
        {
          onUploadProgress: (progress) =>
            setUpload({ status: 'uploading', percent: uploadPercent(progress) }),
          afterRecordStored: () => reset(EMPTY),
        },
      );
      goHome();
    } catch (failure) {
      if (failure instanceof PictureUploadError) {
        setUpload({ status: 'failed', reason: failure.reason });
      } else {
        setUpload(UPLOAD_IDLE);
        setError(authErrorText(failure));
      }
      setBusy(false);
    }
  };
  const submit = handleSubmit(onSubmit);

  /** The props that tie a field to its label and its inline error. */
  const a11y = (field: keyof SignUpValues) => ({
    id: ids[field],
    'aria-invalid': errors[field] ? ('true' as const) : ('false' as const),
    'aria-describedby': errors[field] ? `${ids[field]}-error` : undefined,
  });
  const fieldError = (field: keyof SignUpValues) =>
    errors[field] && <FieldError id={`${ids[field]}-error`}>{errors[field]?.message}</FieldError>;

  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>Sign Up</Heading>
      <Form noValidate onSubmit={submit} aria-describedby={error ? errorId : undefined}>
        <Field>
          <Label htmlFor={ids.name}>Name</Label>
          <Input type="text" autoComplete="name" {...a11y('name')} {...register('name', signUpRules.name)} />
          {fieldError('name')}
        </Field>
        <Field>
          <Label htmlFor={ids.email}>Email</Label>
          <Input
            type="email"
            autoComplete="email"
            {...a11y('email')}
            {...register('email', signUpRules.email)}
          />
          {fieldError('email')}
        </Field>
        <Field>
          <Label htmlFor={ids.picture}>Picture</Label>
          <Input
            type="file"
            accept={ACCEPTED_PICTURE_TYPES.join(',')}
            {...a11y('picture')}
            {...register('picture', signUpRules.picture)}
          />
          {fieldError('picture')}
          <UploadProgress state={upload} label="Uploading picture" onRetry={() => void submit()} />
        </Field>
        <Field>
          <Label htmlFor={ids.password}>Password</Label>
          <Input
            type="password"
            autoComplete="new-password"
            {...a11y('password')}
            {...register('password', signUpRules.password)}
          />
          {fieldError('password')}
        </Field>
        <Field>
          <Label htmlFor={ids.role}>Account type</Label>
          <Select {...a11y('role')} {...register('role', signUpRules.role)}>
            <option value="" disabled>
              Choose one
            </option>
            {ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          {fieldError('role')}
        </Field>
        <Button type="submit" $fullWidth disabled={busy} aria-busy={busy}>
          {busy && <InlineSpinner label="Loading..." />}
          sign up
        </Button>
        {error && (
          <FormError id={errorId} role="alert">
            {error}
          </FormError>
        )}
      </Form>
      <Footnote>
        Already have an account? <TextLink to="/login">Login</TextLink>
      </Footnote>
      <Divider>OR</Divider>
      <GoogleSignInButton
        disabled={busy}
        onStart={() => setError('')}
        onError={setError}
        onSignedIn={goHome}
      />
    </Card>
  );
}
