/** The login form's fields and the spec's messages (section 5). */
import type { RegisterOptions } from 'react-hook-form';

export interface LoginValues {
  email: string;
  password: string;
}

export const loginRules = {
  email: { required: 'Email Address is required' },
  password: { required: 'Password required' },
} satisfies { [K in keyof LoginValues]: RegisterOptions<LoginValues, K> };
