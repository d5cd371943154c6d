import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogFormActions } from './DialogFormActions';

const labels = { submitLabel: 'Send report', pendingLabel: 'Sending...' };

it('offers Cancel and the submit button of its form', async () => {
  const onCancel = jest.fn();
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <DialogFormActions onCancel={onCancel} pending={false} {...labels} />
    </form>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(onSubmit).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('says the call is running and takes no second submit meanwhile', () => {
  render(<DialogFormActions onCancel={jest.fn()} pending {...labels} />);
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
});
