import { apiClient } from '@marketplace/shared/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddToCalendar } from './AddToCalendar';
import { apiError, response } from './testing/render-page';

const ICS = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';

describe('AddToCalendar', () => {
  let clicked: { href: string; download: string }[];
  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = jest.fn(() => 'blob:pickup');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the pickup calendar file with the token the API client adds, from the keyboard', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(response(ICS));
    const user = userEvent.setup();
    render(<AddToCalendar bookingId="b 1" productName="Oak double bed" />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Add to calendar for the pickup of Oak double bed' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:pickup', download: 'pickup-b 1.ics' }]));
    expect(get).toHaveBeenCalledWith('/bookings/b%201/pickup.ics');
    const file = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(file.type).toBe('text/calendar');
    expect(file.size).toBe(ICS.length);
  });

  it("shows the API's refusal under the button", async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockRejectedValue(apiError(409, { message: 'The pickup time is not chosen yet' }));
    render(<AddToCalendar bookingId="b1" productName="Oak double bed" />);
    await userEvent.click(screen.getByRole('button', { name: /^Add to calendar/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The pickup time is not chosen yet');
    expect(clicked).toEqual([]);
  });
});
