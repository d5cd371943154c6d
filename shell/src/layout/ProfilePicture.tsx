/**
 * The signed-in user's picture in the navbar, at the size a 36 px circle needs. Loaded on its own (lazily) so
 * a visitor's first load carries none of the picture sizes' code.
 */
import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import styled from 'styled-components';
import { AVATAR_SIZE, avatarStyle } from './avatar-style';

const Round = styled(ResponsiveImage)`
  ${avatarStyle}
`;

export default function ProfilePicture({ src, alt }: { src: string; alt: string }) {
  return (
    <Round
      src={src}
      alt={alt}
      width={AVATAR_SIZE}
      height={AVATAR_SIZE}
      priority="eager"
      referrerPolicy="no-referrer"
    />
  );
}
