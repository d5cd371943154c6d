import { QueryClient } from '@tanstack/react-query';
import { bookingKeys, productKeys, reportKeys, userKeys } from './query-keys';

const filters = { q: '', sort: 'date-desc' } as const;

function clientWithEveryList() {
  const client = new QueryClient();
  const keys = {
    catalogCategory: productKeys.category(1, filters),
    catalogCategorySearch: productKeys.category(3, { q: 'oak', sort: 'price-asc' }),
    catalogAdvertised: productKeys.advertised(),
    sellerProducts: productKeys.seller('seller1@furniture.test'),
    buyerBookings: bookingKeys.buyer('buyer1@furniture.test'),
    adminSellers: userKeys.sellers(),
    adminReports: reportKeys.list(),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, []);
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, invalidated };
}

describe('query keys', () => {
  it('start every key with its resource, so the resource prefix covers all of them', () => {
    const families = [
      [
        productKeys,
        [productKeys.advertised(), productKeys.category(2, filters), productKeys.seller('a@b.c')],
      ],
      [bookingKeys, [bookingKeys.buyer('a@b.c')]],
      [userKeys, [userKeys.buyers(), userKeys.sellers()]],
      [reportKeys, [reportKeys.list()]],
    ] as const;
    for (const [family, keys] of families) {
      for (const key of keys) expect(key.slice(0, family.all.length)).toEqual(family.all);
    }
  });

  it("invalidating productKeys.all (a seller's change) reaches the catalog's category and advertised lists", async () => {
    const { client, invalidated } = clientWithEveryList();
    await client.invalidateQueries({ queryKey: productKeys.all });
    expect(invalidated()).toEqual([
      'catalogCategory',
      'catalogCategorySearch',
      'catalogAdvertised',
      'sellerProducts',
    ]);
  });

  it('invalidating one resource leaves the others alone', async () => {
    const { client, invalidated } = clientWithEveryList();
    await client.invalidateQueries({ queryKey: bookingKeys.all });
    expect(invalidated()).toEqual(['buyerBookings']);
  });
});
