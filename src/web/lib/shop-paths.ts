/** The shop's cart and order screens (spec section 2). */
export const CART_PATH = '/dashboard/shop-consumer/cart';
export const checkoutPath = (serviceId: number) => `/dashboard/shop-consumer/checkout/${serviceId}`;
export const PRO_ORDERS_PATH = '/dashboard/shop/orders';
export const CONSUMER_ORDERS_PATH = '/dashboard/shop-consumer/orders';

/** One order's screen on the reader's side. */
export const orderPath = (side: 'pro' | 'consumer', orderId: number) => (side === 'pro' ? `/dashboard/shop/order/${orderId}` : `/dashboard/shop-consumer/order/${orderId}`);

/** A route's id segment as a number; 0 (never an order) for anything else. */
export const idOf = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0);
