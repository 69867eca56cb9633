// The shop's screen paths live in lib (the partner channels link to an order too, and the
// checkout reads the partner shell: a path module here would make the two features a loop).
export { CART_PATH, CONSUMER_ORDERS_PATH, checkoutPath, idOf, orderPath, PRO_ORDERS_PATH } from '../../lib/shop-paths';
