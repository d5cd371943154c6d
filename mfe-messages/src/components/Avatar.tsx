/** A person's round picture, or their initial when they have none (a removed account has none). */

import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

const Round = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${theme.colors.accent};
  color: ${theme.colors.text};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export function Avatar({ name, img, size = 44 }: { name: string; img: string; size?: number }) {
  return (
    <Round $size={size}>
      {img ? (
        <ResponsiveImage src={img} alt={name} width={size} height={size} />
      ) : (
        <span role="img" aria-label={name}>
          {name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
    </Round>
  );
}
