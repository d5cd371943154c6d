/**
 * 'Notifications' (/dashboard/notifications): one switch per kind of email, saved as soon as it changes. The bell
 * keeps every notification whatever the switches say.
 */
import { apiErrorMessage } from '@marketplace/shared/api-errors';
import { EMAIL_CATEGORIES, EMAIL_CATEGORY_LABELS } from '@marketplace/shared/constants';
import { DataState } from '@marketplace/ui/data-state';
import { PageSection } from '@marketplace/ui/page-section';
import { theme } from '@marketplace/ui/theme';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { useEmailPreferences, useUpdateEmailPreferences } from './api/email-preferences';

const Switches = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 480px;
`;

const SwitchRow = styled.li`
  border-bottom: 1px solid ${theme.colors.border};
  label {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(4)};
    min-height: 48px;
    cursor: pointer;
  }
  input {
    appearance: none;
    flex: none;
    width: 44px;
    height: 24px;
    border-radius: 12px;
    background: ${theme.colors.muted};
    position: relative;
    cursor: pointer;
    margin: 0;
  }
  input::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${theme.colors.surface};
    transition: left 0.15s;
  }
  input:checked {
    background: ${theme.colors.primary};
  }
  input:checked::after {
    left: 23px;
  }
  input:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  color: ${theme.colors.muted};
  max-width: 480px;
`;

export default function EmailPreferencesPage() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  return (
    <PageSection>
      <h1>Email notifications</h1>
      <Hint>Choose which emails we send you. The bell on the site keeps showing every notification.</Hint>
      <DataState query={preferences} what="your email notifications">
        {(data) => (
          <Switches>
            {EMAIL_CATEGORIES.map((category) => (
              <SwitchRow key={category}>
                <label>
                  {EMAIL_CATEGORY_LABELS[category]}
                  <input
                    type="checkbox"
                    role="switch"
                    checked={data[category]}
                    aria-checked={data[category]}
                    onChange={(event) =>
                      update.mutate(
                        { [category]: event.target.checked },
                        { onError: (error) => toast.error(apiErrorMessage(error)) },
                      )
                    }
                  />
                </label>
              </SwitchRow>
            ))}
          </Switches>
        )}
      </DataState>
    </PageSection>
  );
}
