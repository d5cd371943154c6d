/**
 * Generated from site.config.json (`npm run site:generate`): do not edit.
 * The pages this remote exposes, for its standalone dev host.
 */
import { lazy } from 'react';

export const pages = {
  './LoginPage': lazy(() => import('./features/login/LoginPage')),
  './SignUpPage': lazy(() => import('./features/signup/SignUpPage')),
  './ResetPasswordPage': lazy(() => import('./features/password-reset/ResetPasswordPage')),
};
