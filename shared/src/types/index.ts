export { NEXT_CURSOR_HEADER } from '../schemas/product-values';
export type * from './api';
export type * from './domain';
export type * from './offers';
export type * from './reviews-and-saved';
export type * from './routes';
export type * from './runtime-config';
