/** The heart's look: 'Save {name}', pressed while the product is saved; 44 px, visible keyboard focus. */
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

const Heart = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.danger};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
  }
`;

export function HeartButton({
  name,
  saved,
  busy = false,
  onClick,
}: {
  name: string;
  saved: boolean;
  busy?: boolean;
  onClick?: () => void;
}) {
  return (
    <Heart type="button" aria-label={`Save ${name}`} aria-pressed={saved} disabled={busy} onClick={onClick}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.5 1.1 4.4 2.4l1 1.4 1-1.4C13.9 6.1 15.3 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </Heart>
  );
}
