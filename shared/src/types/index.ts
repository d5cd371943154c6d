export { NEXT_CURSOR_HEADER } from '../constants/constants';
export type * from './api';
export type * from './domain';
export type * from './reviews-and-saved';
export type * from './routes';
export type * from './runtime-config';
