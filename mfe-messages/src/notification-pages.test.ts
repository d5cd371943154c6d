/**
 * Every email links to EMAIL_PREFERENCES_PATH (@marketplace/shared/constants): this remote must serve the Email
 * notifications page there, to every signed-in role, with its drawer entry.
 */
import { EMAIL_PREFERENCES_PATH } from '@marketplace/shared/constants';
import { pages } from '../pages.json';

describe('the page emails link to', () => {
  it('serves Email notifications at the path every email names, to every signed-in role', () => {
    const page = pages.find((route) => route.path === EMAIL_PREFERENCES_PATH);
    expect(page).toMatchObject({
      module: './EmailPreferencesPage',
      access: 'signed-in',
      menuLabel: 'Notifications',
    });
  });
});
