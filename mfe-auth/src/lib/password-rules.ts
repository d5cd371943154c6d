/** The password rules of sign-up (spec section 5), which a new password on /reset-password follows too. */
import { MIN_PASSWORD_LENGTH } from '@marketplace/shared/constants';

export const newPasswordRules = {
  required: 'password is required',
  minLength: { value: MIN_PASSWORD_LENGTH, message: 'password must be 6 characters long' },
} as const;
