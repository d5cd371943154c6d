/** Authorization-matrix rows for /reports/conversations (how to add one: see ../authorization-matrix.test.ts). */
import { ADMIN_ONLY, type Row } from '../../../test/authorization-matrix';
import { conversationOfBuyerAndSeller } from '../conversations/authorization-rows';

export const rows: Row[] = [
  {
    route: 'GET /reports/conversations',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async () => ({ method: 'GET', url: '/reports/conversations' }),
  },
  {
    route: 'DELETE /reports/conversations/:id',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => ({
      method: 'DELETE',
      url: `/reports/conversations/${await conversationOfBuyerAndSeller(ctx, true)}`,
    }),
  },
];
