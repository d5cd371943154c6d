import { apiClient } from '@marketplace/shared/api-client';
import { renderPage, response } from '@marketplace/ui/testing';
import { screen } from '@testing-library/react';
import { FailedEmails } from './FailedEmails';

afterEach(() => jest.restoreAllMocks());

describe('FailedEmails', () => {
  it('shows how many emails failed for good', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(response({ failed: 3 }));
    renderPage(<FailedEmails />, '/dashboard/releases');
    expect(await screen.findByRole('status')).toHaveTextContent('Failed emails: 3');
    expect(get).toHaveBeenCalledWith('/email/failed');
  });
});
