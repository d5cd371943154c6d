import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Book now
      </button>
      <Dialog
        title="Book Oak table"
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <label>
          Phone number <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal named by its heading, and shows nothing while closed', async () => {
    render(<Opener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book now' }));
    const dialog = screen.getByRole('dialog', { name: 'Book Oak table' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Book Oak table' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Book now' });
    await user.click(opener);
    await user.click(screen.getByLabelText('Phone number'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its Close button', async () => {
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toHaveFocus();
  });

  it('starts its content afresh each time it opens', async () => {
    render(<Opener />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await user.type(screen.getByLabelText('Phone number'), '555');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
  });
});
