import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DisclosureMenu } from './DisclosureMenu';

function Page() {
  return (
    <>
      <p>Page text</p>
      <input aria-label="Elsewhere" />
      <DisclosureMenu label="Menu">
        <a href="#blog">Blog</a>
        <label>
          Search <input type="search" />
        </label>
        <form onSubmit={(event) => event.preventDefault()}>
          <input aria-label="Words" />
        </form>
      </DisclosureMenu>
    </>
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '');

describe('DisclosureMenu', () => {
  // jsdom reads no media query: these are the phone's folded menu.
  it('is a button that says it is closed, and names the content it hides', () => {
    render(<Page />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).toContainElement(screen.getByRole('link', { name: 'Blog', hidden: true }));
    expect(screen.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
  });

  it('opens and closes from its button, by mouse and from the keyboard', async () => {
    render(<Page />);
    const user = userEvent.setup();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Blog' })).toBeVisible();
    await user.keyboard('{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    render(<Page />);
    const user = userEvent.setup();
    await user.click(menuButton());
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on a click outside it, and stays open for a click inside it', async () => {
    render(<Page />);
    const user = userEvent.setup();
    await user.click(menuButton());
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Page text'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes once a link in it is followed or a form in it is sent', async () => {
    render(<Page />);
    const user = userEvent.setup();
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    await user.type(screen.getByRole('textbox', { name: 'Words' }), 'oak{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves Escape alone while it is closed', async () => {
    render(<Page />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });
});
