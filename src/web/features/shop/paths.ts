/** The pro's shop screens (spec section 2). */
export const SHOP_HOME = '/dashboard/shop';
export const SHOP_ADD = '/dashboard/shop/add';

export function productPath(action: 'add' | 'edit', serviceId: number, categoryId: number, itemId?: number): string {
  return `/dashboard/shop/product/${action}/${serviceId}/${categoryId}${itemId === undefined ? '' : `/${itemId}`}`;
}

export const categoryPath = (serviceCategoryId: number) => `/dashboard/shop/category/${serviceCategoryId}`;
export const categorySettingsPath = (serviceCategoryId: number) => `/dashboard/shop/category/${serviceCategoryId}/settings`;
