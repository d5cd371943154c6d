import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AmountForm } from './AmountForm';

const check = (text: string) => (Number(text) > 10 ? { amount: Number(text) } : { error: 'Too low' });

function renderForm(send: (amount: number) => Promise<string | null>, onCancel = jest.fn()) {
  render(
    <AmountForm
      label="Your offer"
      hint="At least $11"
      check={check}
      send={send}
      pending={false}
      submitLabel="Send offer"
      onCancel={onCancel}
    />,
  );
  return screen.getByRole('textbox', { name: 'Your offer' });
}

describe('AmountForm', () => {
  it('starts focused with its hint read, and refuses by its own check without sending', async () => {
    const send = jest.fn();
    const input = renderForm(send);
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('At least $11');
    await userEvent.type(input, '5{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Too low');
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the checked amount from the keyboard, and shows the call's refusal with focus back in the field", async () => {
    const send = jest.fn().mockResolvedValue('You already have an open offer on this item');
    const input = renderForm(send);
    await userEvent.type(input, '95{Enter}');
    expect(send).toHaveBeenCalledWith(95);
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have an open offer on this item');
    expect(input).toBeInvalid();
    expect(input).toHaveFocus();
  });

  it('shows no error once sent, and Cancel leaves', async () => {
    const onCancel = jest.fn();
    const input = renderForm(jest.fn().mockResolvedValue(null), onCancel);
    await userEvent.type(input, '95{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
