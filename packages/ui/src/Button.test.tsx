import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('is a real button that the keyboard can reach and press', async () => {
    const onClick = jest.fn();
    render(
      <Button type="button" $variant="danger" onClick={onClick}>
        Delete
      </Button>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks while disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button type="button" $variant="secondary" $size="small" disabled onClick={onClick}>
        Retry
      </Button>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });

  it('submits the form it belongs to', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" $fullWidth>
          Sign in
        </Button>
      </form>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
