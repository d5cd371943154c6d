/** Authorization-matrix rows for /conversations (how to add one: see ../authorization-matrix.test.ts). */
import { type Context, type Row, SIGNED_IN, statuses } from '../../../test/authorization-matrix';
import { createProduct } from '../../../test/helpers';

const PEOPLE_READ = statuses(401, 200, 200, 403, 403, 401, 401, 401);
const PEOPLE_WRITE = statuses(401, 201, 201, 403, 403, 401, 401, 401);

/** The matrix buyer's conversation with the seller about a fresh product; `reported` by the seller. */
export async function conversationOfBuyerAndSeller(ctx: Context, reported = false): Promise<string> {
  const productId = await createProduct(ctx.app, ctx.users.seller);
  const outcome = await ctx.app.repos.messages.start({
    productId,
    sellerId: ctx.users.seller.id,
    sender: { id: ctx.users.buyer.id, name: ctx.users.buyer.name },
    text: 'Is it sturdy?',
  });
  if (!outcome || outcome === 'blocked') throw new Error('conversation not opened');
  if (reported) {
    await ctx.app.repos.conversationReports.create(outcome.conversationId, ctx.users.seller.id, 'Rude');
  }
  return outcome.conversationId;
}

export const rows: Row[] = [
  {
    route: 'POST /conversations',
    variant: "seller's product",
    credential: 'access',
    expected: { ...statuses(401, 201, 403, 201, 201, 401, 401, 401), unverified: 403, blocked: 403 },
    call: async (ctx) => ({
      method: 'POST',
      url: '/conversations',
      payload: { productId: await createProduct(ctx.app, ctx.users.seller), text: 'Still available?' },
    }),
  },
  {
    route: 'GET /conversations',
    credential: 'access',
    expected: SIGNED_IN,
    call: async () => ({ method: 'GET', url: '/conversations' }),
  },
  {
    route: 'GET /conversations/unread',
    credential: 'access',
    expected: SIGNED_IN,
    call: async () => ({ method: 'GET', url: '/conversations/unread' }),
  },
  {
    route: 'GET /conversations/:id',
    variant: "buyer's and seller's",
    credential: 'access',
    expected: PEOPLE_READ,
    call: async (ctx) => ({
      method: 'GET',
      url: `/conversations/${await conversationOfBuyerAndSeller(ctx)}`,
    }),
  },
  {
    route: 'GET /conversations/:id/messages',
    variant: "buyer's and seller's",
    credential: 'access',
    expected: PEOPLE_READ,
    call: async (ctx) => ({
      method: 'GET',
      url: `/conversations/${await conversationOfBuyerAndSeller(ctx)}/messages`,
    }),
  },
  {
    route: 'GET /conversations/:id/messages',
    variant: 'reported',
    credential: 'access',
    expected: statuses(401, 200, 200, 403, 200, 401, 401, 401),
    call: async (ctx) => ({
      method: 'GET',
      url: `/conversations/${await conversationOfBuyerAndSeller(ctx, true)}/messages`,
    }),
  },
  {
    route: 'POST /conversations/:id/messages',
    variant: "buyer's and seller's",
    credential: 'access',
    expected: { ...PEOPLE_WRITE, unverified: 403, blocked: 403 },
    call: async (ctx) => ({
      method: 'POST',
      url: `/conversations/${await conversationOfBuyerAndSeller(ctx)}/messages`,
      payload: { text: 'Yes' },
    }),
  },
  {
    route: 'POST /conversations/:id/read',
    variant: "buyer's and seller's",
    credential: 'access',
    expected: statuses(401, 200, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'POST',
      url: `/conversations/${await conversationOfBuyerAndSeller(ctx)}/read`,
    }),
  },
  {
    route: 'POST /conversations/:id/report',
    variant: "buyer's and seller's",
    credential: 'access',
    expected: { ...PEOPLE_WRITE, unverified: 403 },
    call: async (ctx) => ({
      method: 'POST',
      url: `/conversations/${await conversationOfBuyerAndSeller(ctx)}/report`,
      payload: { reason: 'Rude' },
    }),
  },
];
