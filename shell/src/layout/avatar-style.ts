/** The navbar's round profile picture, for the generic avatar and the signed-in user's picture alike. */
import { theme } from '@marketplace/ui/theme';
import { css } from 'styled-components';

export const AVATAR_SIZE = 36;

export const avatarStyle = css`
  flex: none;
  width: ${AVATAR_SIZE}px;
  height: ${AVATAR_SIZE}px;
  border-radius: 50%;
  object-fit: cover;
  border: 2px solid ${theme.colors.border};
`;
