/** One repository per table, all on the app's database: `app.repos.products.findById(id)`. */
import fp from 'fastify-plugin';
import { BlocksRepository } from './repositories/blocks-repository';
import { BookingsRepository } from './repositories/bookings-repository';
import { ConversationReportsRepository } from './repositories/conversation-reports-repository';
import { ConversationsRepository } from './repositories/conversations-repository';
import { EmailOutboxRepository } from './repositories/email-outbox-repository';
import { EmailPreferencesRepository } from './repositories/email-preferences-repository';
import { ImagesRepository } from './repositories/images-repository';
import { MessagesRepository } from './repositories/messages-repository';
import { NotificationsRepository } from './repositories/notifications-repository';
import { OffersRepository } from './repositories/offers-repository';
import { PickupsRepository } from './repositories/pickups-repository';
import { ProductSearchRepository } from './repositories/product-search-repository';
import { ProductsRepository } from './repositories/products-repository';
import { ReportsRepository } from './repositories/reports-repository';
import { ReviewsRepository } from './repositories/reviews-repository';
import { SavedProductsRepository } from './repositories/saved-products-repository';
import { SavedSearchesRepository } from './repositories/saved-searches-repository';
import { SessionsRepository } from './repositories/sessions-repository';
import { SitemapRepository } from './repositories/sitemap-repository';
import { StorefrontRepository } from './repositories/storefront-repository';
import { TelemetryRepository } from './repositories/telemetry-repository';
import { UsersRepository } from './repositories/users-repository';

export interface Repositories {
  users: UsersRepository;
  products: ProductsRepository;
  search: ProductSearchRepository;
  bookings: BookingsRepository;
  offers: OffersRepository;
  pickups: PickupsRepository;
  reports: ReportsRepository;
  images: ImagesRepository;
  notifications: NotificationsRepository;
  reviews: ReviewsRepository;
  savedProducts: SavedProductsRepository;
  savedSearches: SavedSearchesRepository;
  sessions: SessionsRepository;
  sitemap: SitemapRepository;
  storefront: StorefrontRepository;
  conversations: ConversationsRepository;
  messages: MessagesRepository;
  blocks: BlocksRepository;
  conversationReports: ConversationReportsRepository;
  telemetry: TelemetryRepository;
  emailOutbox: EmailOutboxRepository;
  emailPreferences: EmailPreferencesRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export default fp(
  async (app) => {
    app.decorate('repos', {
      users: new UsersRepository(app.db),
      products: new ProductsRepository(app.db),
      search: new ProductSearchRepository(app.db),
      bookings: new BookingsRepository(app.db),
      offers: new OffersRepository(app.db),
      pickups: new PickupsRepository(app.db),
      reports: new ReportsRepository(app.db),
      images: new ImagesRepository(app.db),
      notifications: new NotificationsRepository(app.db),
      reviews: new ReviewsRepository(app.db),
      savedProducts: new SavedProductsRepository(app.db),
      savedSearches: new SavedSearchesRepository(app.db),
      sessions: new SessionsRepository(app.db),
      sitemap: new SitemapRepository(app.db),
      storefront: new StorefrontRepository(app.db),
      conversations: new ConversationsRepository(app.db),
      messages: new MessagesRepository(app.db),
      blocks: new BlocksRepository(app.db),
      conversationReports: new ConversationReportsRepository(app.db),
      telemetry: new TelemetryRepository(app.dbOutsideCache),
      emailOutbox: new EmailOutboxRepository(app.dbOutsideCache),
      emailPreferences: new EmailPreferencesRepository(app.dbOutsideCache),
    });
  },
  { name: 'repositories', dependencies: ['database'] },
);
