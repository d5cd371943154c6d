/** The pages this remote exposes, for its standalone dev host; the shell loads them through federation. */
import { lazy } from 'react';

export const pages = {
  './LoginPage': lazy(() => import('./features/login/LoginPage')),
  './SignUpPage': lazy(() => import('./features/signup/SignUpPage')),
};
