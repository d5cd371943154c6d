/**
 * The planted changes of `npm run test:mutations -w api`: each breaks one authorization or booking rule in a way
 * that still compiles, and names the test files that must then fail. A change that leaves them green survived:
 * it gets a test, or its reason is written here.
 */
const AUTHORIZATION = 'src/plugins/app/authorization.ts';
const AUTHENTICATION = 'src/plugins/app/authentication.ts';
const USERS = 'src/plugins/app/repositories/users-repository.ts';
const BOOKINGS = 'src/plugins/app/repositories/bookings-repository.ts';
const TRANSITIONS = 'src/plugins/app/repositories/booking-transitions.ts';
const REVIEWS = 'src/plugins/app/repositories/reviews-repository.ts';
const PRODUCTS_ROUTES = 'src/routes/products/index.ts';
const CONVERSATION_ACCESS = 'src/routes/conversations/conversation-access.ts';

const MATRIX = 'src/routes/authorization-matrix.test.ts';

export interface PlantedChange {
  name: string;
  /** Relative to the api folder. */
  file: string;
  find: string;
  replace: string;
  /** Test files (relative to the api folder) of which at least one must fail. */
  tests: string[];
}

export const PLANTED_CHANGES: PlantedChange[] = [
  {
    name: 'a seller acts for any email',
    file: AUTHORIZATION,
    find: "return user.role === 'admin' || user.email === email.toLowerCase();",
    replace: "return user.role !== 'buyer' || user.email === email.toLowerCase();",
    tests: [MATRIX, 'src/routes/bookings/bookings.test.ts'],
  },
  {
    name: 'an email in capitals no longer names its own account',
    file: AUTHORIZATION,
    find: "return user.role === 'admin' || user.email === email.toLowerCase();",
    replace: "return user.role === 'admin' || user.email === email;",
    // The matrix and the route suites name their own accounts as stored (lower case).
    tests: [MATRIX, 'src/plugins/app/authentication.test.ts'],
  },
  {
    name: 'an unverified address may list, book and report',
    file: AUTHORIZATION,
    find: 'if (!request.user?.emailVerified)',
    replace: 'if (request.user?.emailVerified === undefined)',
    // The matrix's accounts are all verified; the unverified one listing, booking and reporting is in sessions.
    tests: [MATRIX, 'src/routes/jwt/sessions.test.ts'],
  },
  {
    name: 'a seller passes every role check',
    file: AUTHORIZATION,
    find: 'if (!roles.includes(user.role)) {',
    replace: "if (!roles.includes(user.role) && user.role !== 'seller') {",
    tests: [MATRIX],
  },
  {
    name: "a token whose email is no longer its account's is accepted",
    file: AUTHENTICATION,
    find: 'if (user.email !== claims.email) {',
    replace: 'if (user.email !== claims.email && !user.email) {',
    tests: ['src/plugins/app/authentication.test.ts', 'src/routes/jwt/jwt.test.ts'],
  },
  {
    name: 'an admin removed meanwhile may still revoke another',
    file: USERS,
    find: "if (rows.find((row) => row.id === callerId)?.role !== 'admin') {",
    replace: "if (rows.find((row) => row.id === callerId)?.role !== 'admin' && rows.length < 2) {",
    tests: ['src/routes/users/admin-role.test.ts'],
  },
  {
    name: 'the last admin may be removed',
    file: USERS,
    find: 'if ((admins[0]?.count ?? 0) <= 1) {',
    replace: 'if ((admins[0]?.count ?? 0) < 1) {',
    tests: ['src/routes/users/admin-role.test.ts'],
  },
  {
    name: 'deleting a user of another role closes their bookings before the delete is refused',
    file: USERS,
    find: "'SELECT id FROM users WHERE id = $1 AND role = $2 FOR UPDATE',",
    replace: "'SELECT id FROM users WHERE id = $1 AND $2::text IS NOT NULL FOR UPDATE',",
    tests: ['src/routes/buyers/buyers.test.ts', 'src/routes/sellers/sellers.test.ts', MATRIX],
  },
  {
    name: 'a buyer may hold one pending booking more than the limit',
    file: BOOKINGS,
    find: 'if (holds.rows[0]!.pending >= input.maxPending)',
    replace: 'if (holds.rows[0]!.pending > input.maxPending)',
    tests: ['src/routes/bookings/booking-holds.test.ts'],
  },
  {
    name: 'a seller may book their own product',
    file: BOOKINGS,
    find: "WHERE p.id = $1 AND p.status = 'available' AND p.seller_id <> $2 AND u.id = p.seller_id",
    replace: "WHERE p.id = $1 AND p.status = 'available' AND $2::text <> '' AND u.id = p.seller_id",
    tests: ['src/routes/bookings/booking-lifecycle.test.ts', MATRIX],
  },
  {
    name: 'anyone but the seller may cancel a booking',
    file: TRANSITIONS,
    find: "if (target === 'cancelled' && booking.buyer_id !== userId) {",
    replace: "if (target === 'cancelled' && booking.seller_id === userId) {",
    tests: ['src/routes/bookings/booking-lifecycle.test.ts', MATRIX],
  },
  {
    name: 'anyone but the buyer may accept or decline',
    file: TRANSITIONS,
    find: "if (target !== 'cancelled' && booking.seller_id !== userId) {",
    replace: "if (target !== 'cancelled' && booking.buyer_id === userId) {",
    tests: ['src/routes/bookings/booking-lifecycle.test.ts', MATRIX],
  },
  {
    name: 'a declined booking may be accepted',
    file: TRANSITIONS,
    find: "accepted: ['pending'],",
    replace: "accepted: ['pending', 'declined'],",
    tests: ['src/routes/bookings/booking-lifecycle.test.ts'],
  },
  {
    name: 'a product with a pending booking may be marked sold',
    file: TRANSITIONS,
    find: "sold: ['accepted'],",
    replace: "sold: ['accepted', 'pending'],",
    tests: ['src/routes/bookings/booking-lifecycle.test.ts', 'src/routes/products/products.test.ts'],
  },
  {
    name: 'an admin may edit any product',
    file: PRODUCTS_ROUTES,
    find: "if (product.sellerId !== user._id)\n        throw app.httpErrors.forbidden('Only the seller may edit this product');",
    replace:
      "if (product.sellerId !== user._id && user.role !== 'admin')\n        throw app.httpErrors.forbidden('Only the seller may edit this product');",
    tests: [MATRIX, 'src/routes/products/edit-product.test.ts'],
  },
  {
    name: 'any seller may delete any product',
    file: PRODUCTS_ROUTES,
    find: "if (product.sellerId !== user._id && user.role !== 'admin') {",
    replace: "if (product.sellerId !== user._id && user.role === 'buyer') {",
    tests: [MATRIX, 'src/routes/products/products.test.ts'],
  },
  {
    name: 'a blocked person may still write to the one who blocked them',
    file: CONVERSATION_ACCESS,
    find: 'if (blocks && (blocks.aBlockedB || blocks.bBlockedA)) {',
    replace: 'if (blocks && blocks.aBlockedB) {',
    tests: ['src/routes/conversations/blocking-and-limits.test.ts'],
  },
  {
    name: 'a booking may be reviewed before the sale',
    file: REVIEWS,
    find: "if (booking.status !== 'sold') return { kind: 'not-sold' };",
    replace: "if (booking.status === 'cancelled') return { kind: 'not-sold' };",
    tests: ['src/routes/reviews/reviews.test.ts'],
  },
  {
    name: 'a buyer may review after the window',
    file: REVIEWS,
    find: "if (booking.closed) return { kind: 'window-passed' };",
    replace: "if (booking.closed && role === 'seller') return { kind: 'window-passed' };",
    tests: ['src/routes/reviews/reviews.test.ts'],
  },
];
