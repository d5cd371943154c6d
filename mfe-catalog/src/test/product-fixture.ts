import type { Product } from '@marketplace/shared/types';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: '7d1f0b4e-2c1a-4a55-9d1e-0f6c3e2b9a10',
    name: 'Oak double bed',
    picture: 'https://img.test/oak-bed.webp',
    resalePrice: 120,
    originalPrice: 450,
    yearsOfUse: '2 Year Use',
    location: 'Dhaka',
    categoryId: 1,
    condition: 'good',
    sellerName: 'Sam Seller',
    sellerId: 'seller1-id',
    postedTime: '5/3/2025, 10:15:00 AM',
    createdAt: '2025-05-03T10:15:00.000Z',
    status: 'available',
    advertised: false,
    sellerVerified: false,
    pictures: [overrides.picture ?? 'https://img.test/oak-bed.webp'],
    description: '',
    ...overrides,
  };
}
