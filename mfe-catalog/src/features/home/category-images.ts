/** Each category's picture for the home grid (the category list itself is the shared CATEGORIES). */
import type { CategoryId } from '@marketplace/shared/types';
import bedroom400 from '../../assets/category-bedroom-400.webp';
import bedroom800 from '../../assets/category-bedroom-800.webp';
import dining400 from '../../assets/category-dining-400.webp';
import dining800 from '../../assets/category-dining-800.webp';
import kitchen400 from '../../assets/category-kitchen-400.webp';
import kitchen800 from '../../assets/category-kitchen-800.webp';

export const CATEGORY_IMAGE_WIDTH = 800;
export const CATEGORY_IMAGE_HEIGHT = 600;

export const CATEGORY_IMAGES: Record<CategoryId, { src: string; srcSet: string; alt: string }> = {
  1: {
    src: bedroom800,
    srcSet: `${bedroom400} 400w, ${bedroom800} 800w`,
    alt: 'A double bed with a pink cover between two bedside tables with lamps',
  },
  2: {
    src: kitchen800,
    srcSet: `${kitchen400} 400w, ${kitchen800} 800w`,
    alt: 'Green kitchen cabinets around an oven, with pots on the hob',
  },
  3: {
    src: dining800,
    srcSet: `${dining400} 400w, ${dining800} 800w`,
    alt: 'A round dining table laid for a meal between two blue chairs',
  },
};
