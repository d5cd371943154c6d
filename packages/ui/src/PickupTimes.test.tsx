import { render, screen, within } from '@testing-library/react';
import { formatPickupWindow, PickupTimes } from './PickupTimes';

const morning = { start: '2030-06-03T04:00:00.000Z', end: '2030-06-03T05:30:00.000Z' };
const evening = { start: '2030-06-04T12:00:00.000Z', end: '2030-06-04T14:00:00.000Z' };

describe('formatPickupWindow', () => {
  it("writes a window in the viewer's zone, with the zone named", () => {
    expect(formatPickupWindow(morning, 'Asia/Dhaka')).toBe('Jun 3, 2030, 10:00 – 11:30 AM GMT+6');
    expect(formatPickupWindow(morning, 'America/New_York')).toBe('Jun 3, 2030, 12:00 – 1:30 AM EDT');
  });
});

describe('PickupTimes', () => {
  it('lists the proposed windows, each with its action, and names the time zone', () => {
    render(
      <PickupTimes
        plan={{ proposed: [morning, evening], chosen: null }}
        emptyText="Nothing yet"
        timeZone="Asia/Dhaka"
        windowAction={(window) => <button type="button">Choose {window.start}</button>}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Jun 3, 2030, 10:00 – 11:30 AM GMT+6');
    expect(within(items[1]!).getByRole('button', { name: `Choose ${evening.start}` })).toBeInTheDocument();
    expect(screen.getByText('Times in your time zone, Asia/Dhaka.')).toBeInTheDocument();
  });

  it('shows the chosen window alone, without actions', () => {
    render(
      <PickupTimes
        plan={{ proposed: [morning, evening], chosen: evening }}
        emptyText="Nothing yet"
        timeZone="Asia/Dhaka"
        windowAction={() => <button type="button">Choose</button>}
      />,
    );
    expect(screen.getByText(/Pickup:/).parentElement).toHaveTextContent(
      'Pickup: Jun 4, 2030, 6:00 – 8:00 PM GMT+6',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the empty text while nothing is proposed, with or without a plan', () => {
    const { rerender } = render(
      <PickupTimes plan={undefined} emptyText="Propose when you can pick it up." />,
    );
    expect(screen.getByText('Propose when you can pick it up.')).toBeInTheDocument();
    rerender(<PickupTimes plan={{ proposed: [], chosen: null }} emptyText="Waiting for the buyer." />);
    expect(screen.getByText('Waiting for the buyer.')).toBeInTheDocument();
  });
});
