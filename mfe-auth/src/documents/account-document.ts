/**
 * The document of the sign-in, sign-up and password reset pages: a title of their own, and kept out of search
 * engines' indexes (a login form is no answer to anyone's search).
 */
import type { RenderDocument } from '@marketplace/shared/page-document';

const SITE_NAME = 'Furniture Market';

/** The pages' titles, by path: the paths of this remote's pages.json. */
const TITLES: Readonly<Record<string, string>> = {
  '/login': 'Log in',
  '/signup': 'Sign up',
  '/reset-password': 'Reset your password',
};

export const renderDocument: RenderDocument = async ({ path }) => ({
  status: 200,
  title: `${TITLES[path] ?? 'Your account'} | ${SITE_NAME}`,
  description: `Sign in to ${SITE_NAME} to book used furniture, sell your own and message sellers.`,
  noindex: true,
});
