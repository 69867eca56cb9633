export { ShopOrderRefundAccount } from './shop-order-refund-account';
