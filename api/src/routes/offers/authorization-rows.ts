/** Authorization-matrix rows for offers (how to add one: see ../authorization-matrix.test.ts). */
import { type Context, type Row, SIGNED_IN, statuses } from '../../../test/authorization-matrix';
import { createProduct, type TestUser } from '../../../test/helpers';

/** A pending offer by the matrix's buyer on a fresh product of the matrix's seller. */
async function pendingOffer(ctx: Context): Promise<string> {
  const outcome = await ctx.app.repos.offers.create({
    productId: await createProduct(ctx.app, ctx.users.seller, { resalePrice: 120 }),
    buyerId: ctx.users.buyer.id,
    amount: 95,
    expiryMs: 3_600_000,
  });
  if (outcome.kind !== 'created') throw new Error(outcome.kind);
  return outcome.id;
}

/** The same offer, countered by the seller: the buyer's turn. */
async function counteredOffer(ctx: Context): Promise<string> {
  const id = await pendingOffer(ctx);
  const answer = await ctx.app.repos.offers.counter(id, ctx.users.seller.id, 110, 3_600_000);
  if (answer.kind !== 'answered') throw new Error(answer.kind);
  return id;
}

const sellerFor = (ctx: Context, persona: string): TestUser =>
  persona === 'seller' ? ctx.users['another seller'] : ctx.users.seller;

export const rows: Row[] = [
  {
    route: 'GET /offers',
    credential: 'access',
    expected: SIGNED_IN,
    call: async () => ({ method: 'GET', url: '/offers' }),
  },
  {
    route: 'POST /products/:id/offers',
    variant: "someone else's available product",
    credential: 'access',
    // The matrix's blocked buyer is blocked by the matrix's seller; an unverified address may not offer.
    expected: { ...statuses(401, 201, 201, 201, 201, 401, 401, 401), unverified: 403, blocked: 403 },
    call: async (ctx, persona) => ({
      method: 'POST',
      url: `/products/${await createProduct(ctx.app, sellerFor(ctx, persona), { resalePrice: 120 })}/offers`,
      payload: { amount: 100 },
    }),
  },
  ...(['accept', 'decline'] as const).map(
    (action): Row => ({
      route: `POST /offers/:id/${action}`,
      variant: "pending offer on the seller's product",
      credential: 'access',
      expected: statuses(401, 403, 200, 403, 403, 401, 401, 401),
      call: async (ctx) => ({ method: 'POST', url: `/offers/${await pendingOffer(ctx)}/${action}` }),
    }),
  ),
  ...(['accept', 'decline'] as const).map(
    (action): Row => ({
      route: `POST /offers/:id/${action}`,
      variant: "the seller's counter to the buyer's offer",
      credential: 'access',
      expected: {
        ...statuses(401, 200, 403, 403, 403, 401, 401, 401),
        unverified: 403,
        blocked: action === 'accept' ? 403 : 200,
      },
      call: async (ctx) => ({ method: 'POST', url: `/offers/${await counteredOffer(ctx)}/${action}` }),
    }),
  ),
  {
    route: 'POST /offers/:id/counter',
    variant: "pending offer on the seller's product",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'POST',
      url: `/offers/${await pendingOffer(ctx)}/counter`,
      payload: { amount: 110 },
    }),
  },
];
