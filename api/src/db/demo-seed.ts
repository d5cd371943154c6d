/**
 * Demo data: five accounts (in the Auth Emulator and the database), about 30 products over the three categories
 * with generated pictures, some advertised, seller1 verified, bookings in every status of the sale (with the
 * notifications they caused), one report, and the sale's two published reviews, saved products and a saved search
 * (demo-reviews-saved-seed.ts).
 * Idempotent: accounts are upserted; products are only added while the demo sellers have none.
 */
import type { Role } from '@marketplace/shared/types';
import type { FastifyInstance } from 'fastify';
import type { BookingTransition } from '../plugins/app/repositories/booking-transitions';
import { avatarPicture, productPicture } from './demo-pictures';
import { seedReviewsAndSaved } from './demo-reviews-saved-seed';

export const DEMO_PASSWORD = 'password123';

export const DEMO_USERS: ReadonlyArray<{ email: string; name: string; role: Role; verified?: boolean }> = [
  { email: 'admin@furniture.test', name: 'Ada Admin', role: 'admin' },
  { email: 'seller1@furniture.test', name: 'Sam Seller', role: 'seller', verified: true },
  { email: 'seller2@furniture.test', name: 'Sara Seller', role: 'seller' },
  { email: 'buyer1@furniture.test', name: 'Ben Buyer', role: 'buyer' },
  { email: 'buyer2@furniture.test', name: 'Bea Buyer', role: 'buyer' },
];

const PRODUCT_NAMES: Record<number, string[]> = {
  1: [
    'Oak Double Bed',
    'Queen Platform Bed',
    'Pine Wardrobe',
    'Bedside Table Pair',
    'Chest of Drawers',
    'Vanity Dresser',
    'Bunk Bed',
    'Upholstered Headboard',
    'Mirrored Wardrobe',
    'Teak King Bed',
  ],
  2: [
    'Kitchen Island Cart',
    'Pantry Cabinet',
    'Bar Stools (set of 2)',
    'Spice Rack',
    'Microwave Stand',
    "Baker's Rack",
    'Wall Shelf Unit',
    'Kitchen Trolley',
    'Corner Cabinet',
    'Breakfast Table',
  ],
  3: [
    'Six-Seater Dining Table',
    'Round Glass Table',
    'Dining Chairs (set of 4)',
    'Sideboard Buffet',
    'China Cabinet',
    'Extendable Table',
    'Dining Bench',
    'Teak Dining Set',
    'Bar Cabinet',
    'Marble Top Table',
  ],
};

const LOCATIONS = ['Dhaka', 'Chittagong', 'Cumilla', 'Rajshahi'];
const CONDITIONS = ['excellent', 'good', 'fair'] as const;
const EMULATOR_WAIT_MS = 60_000;
const YEARS = ['1 Year Use', '8 Month Use', '2 Year Use', '3 Year Use', '6 Month Use'];

export interface SeedSummary {
  users: number;
  products: number;
  bookings: number;
  firebase: 'created' | 'skipped' | 'unreachable';
}

async function seedFirebaseAccounts(
  app: FastifyInstance,
  avatars: Map<string, string>,
  waitForEmulatorMs: number,
): Promise<SeedSummary['firebase']> {
  if (!app.identity.emulatorMode) {
    app.log.warn(
      'Demo seed: not in Auth Emulator mode, so no Firebase accounts were created (database only)',
    );
    return 'skipped';
  }
  // `npm start` launches the emulator and the API together: give the emulator time to come up.
  const deadline = Date.now() + waitForEmulatorMs;
  /** email -> uid of the accounts this seed made (kept across attempts). */
  const made = new Map<string, string>();
  for (;;) {
    try {
      for (const user of DEMO_USERS) {
        const account = await app.identity.ensureAccount({
          email: user.email,
          password: DEMO_PASSWORD,
          displayName: user.name,
          photoURL: avatars.get(user.email),
        });
        if (account.created) made.set(user.email, account.uid);
      }
      break;
    } catch (error) {
      if (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      app.log.warn(
        { err: error },
        'Demo seed: the Auth Emulator is not reachable; seeded the database only. Start the emulator and run `npm run seed -w api` to add the accounts.',
      );
      return 'unreachable';
    }
  }
  await rebindDemoRows(app, made);
  return 'created';
}

/**
 * The emulator lost the demo accounts (it restarted without its saved accounts) while the database kept their rows,
 * bound to the lost accounts' uids: a sign-in with the account made again would be a stranger to its row and get
 * none of its role (account-binding.ts). The seed made these accounts itself, on the demo addresses, so the rows
 * are bound to them. Only the accounts it has just made: an address someone registered is never rebound.
 */
async function rebindDemoRows(app: FastifyInstance, made: Map<string, string>): Promise<void> {
  for (const [email, uid] of made) {
    if (await app.repos.users.rebindSeededAccount(email, uid)) {
      app.log.info({ email }, 'Demo seed: the demo account was made again; its row follows it');
    }
  }
}

export async function seedDemoData(app: FastifyInstance, waitForEmulatorMs = 0): Promise<SeedSummary> {
  const { db, imageStore } = app;
  const avatars = new Map<string, string>();
  const userIds = new Map<string, string>();

  for (const [index, user] of DEMO_USERS.entries()) {
    const existing = await app.repos.users.findByEmail(user.email);
    const img =
      existing?.img || (await imageStore.save(avatarPicture(user.name, index * 67), 'image/svg+xml')).url;
    avatars.set(user.email, img);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (email, name, img, role, verified) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role, verified = EXCLUDED.verified
       RETURNING id`,
      [user.email, user.name, img, user.role, user.verified ?? false],
    );
    userIds.set(user.email, rows[0]!.id);
  }

  const firebase = await seedFirebaseAccounts(app, avatars, waitForEmulatorMs);

  const sellers = [userIds.get('seller1@furniture.test')!, userIds.get('seller2@furniture.test')!];
  const { rows: existingProducts } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM products WHERE seller_id = ANY($1::uuid[])',
    [sellers],
  );
  if ((existingProducts[0]?.count ?? 0) > 0) {
    app.log.info('Demo seed: demo products already present; accounts refreshed only');
    return { users: DEMO_USERS.length, products: 0, bookings: 0, firebase };
  }

  const productIds: string[] = [];
  let n = 0;
  for (const categoryId of [1, 2, 3]) {
    for (const name of PRODUCT_NAMES[categoryId]!) {
      const picture = await imageStore.save(
        productPicture(categoryId, name, n * 37 + categoryId * 90),
        'image/svg+xml',
      );
      const original = 150 + ((n * 83) % 900);
      const resale = Math.round(original * (0.35 + ((n * 7) % 40) / 100));
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO products (seller_id, category_id, name, picture, resale_price, original_price, years_of_use,
                               location, condition, advertised, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(hours => $11))
         RETURNING id`,
        [
          sellers[n % 2],
          categoryId,
          name,
          picture.url,
          resale,
          original,
          YEARS[n % YEARS.length],
          LOCATIONS[n % LOCATIONS.length],
          CONDITIONS[n % CONDITIONS.length],
          n % 5 === 0,
          n * 5 + 1,
        ],
      );
      productIds.push(rows[0]!.id);
      n++;
    }
  }

  // Bookings in every status of the sale (on products that are not advertised), made through the same
  // transitions as the API's, so each party's notifications are there too, and one report.
  const bookings: Array<{ email: string; productIndex: number; steps: Array<BookingTransition | 'sold'> }> = [
    { email: 'buyer1@furniture.test', productIndex: 1, steps: [] },
    { email: 'buyer1@furniture.test', productIndex: 12, steps: ['accepted'] },
    { email: 'buyer2@furniture.test', productIndex: 23, steps: [] },
    { email: 'buyer2@furniture.test', productIndex: 3, steps: ['declined'] },
    { email: 'buyer1@furniture.test', productIndex: 8, steps: ['cancelled'] },
    { email: 'buyer2@furniture.test', productIndex: 14, steps: ['accepted', 'sold'] },
  ];
  const bookingDate = new Date().toLocaleString('en-US', { timeZone: 'UTC', timeZoneName: 'short' });
  const bookProduct = async (email: string, productId: string, meetLocation: string) => {
    const buyer = DEMO_USERS.find((user) => user.email === email)!;
    const outcome = await app.repos.bookings.book({
      productId,
      buyerId: userIds.get(email)!,
      buyerName: buyer.name,
      phone: email === 'buyer1@furniture.test' ? '+880 1711 000001' : '+880 1711 000002',
      meetLocation,
      bookingDate,
    });
    if (outcome.kind !== 'created') throw new Error(`Demo seed: booking failed (${outcome.kind})`);
    return outcome.id;
  };
  for (const { email, productIndex, steps } of bookings) {
    const productId = productIds[productIndex]!;
    const bookingId = await bookProduct(email, productId, LOCATIONS[productIndex % LOCATIONS.length]!);
    const sellerId = sellers[productIndex % 2]!;
    for (const step of steps) {
      if (step === 'sold') await app.repos.bookings.markProductSold(productId);
      else {
        const actor = step === 'cancelled' ? userIds.get(email)! : sellerId;
        await app.repos.bookings.changeStatus(bookingId, actor, step);
      }
    }
  }
  // And a listing its seller deleted while booked: the buyer's order stays, as `removed`.
  const retired = await app.repos.products.create(sellers[1]!, {
    name: 'Retired Rocking Chair',
    picture: (await imageStore.save(productPicture(3, 'Retired Rocking Chair', 17), 'image/svg+xml')).url,
    resalePrice: 60,
    originalPrice: 180,
    yearsOfUse: '4 Year Use',
    location: 'Dhaka',
    categoryId: 3,
    condition: 'fair',
  });
  await bookProduct('buyer1@furniture.test', retired, 'Dhaka');
  await app.repos.products.delete(retired);
  const bookingCount = bookings.length + 1;

  await app.repos.reports.create(
    productIds[7]!,
    userIds.get('buyer2@furniture.test')!,
    'The pictures do not match the description.',
  );

  await seedReviewsAndSaved(app, userIds, productIds);

  app.log.info({ products: productIds.length, bookings: bookingCount, firebase }, 'Demo seed done');
  return { users: DEMO_USERS.length, products: productIds.length, bookings: bookingCount, firebase };
}

/** Server start: seed only a brand-new (no users) database. */
export async function seedIfEmpty(
  app: FastifyInstance,
  waitForEmulatorMs = EMULATOR_WAIT_MS,
): Promise<SeedSummary | null> {
  if ((await app.repos.users.count()) > 0) {
    // The emulator may have restarted empty while the database kept its rows: put the demo accounts back.
    if (app.identity.emulatorMode) {
      const avatars = new Map<string, string>();
      for (const user of DEMO_USERS) {
        const existing = await app.repos.users.findByEmail(user.email);
        if (existing) avatars.set(user.email, existing.img);
      }
      await seedFirebaseAccounts(app, avatars, waitForEmulatorMs);
    }
    return null;
  }
  app.log.info('Empty database: adding the demo data (SEED_ON_EMPTY=false to skip)');
  return seedDemoData(app, waitForEmulatorMs);
}
