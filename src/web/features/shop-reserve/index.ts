/** The reservation slot picker of a reservable shop item, for the checkout screen. */
export { ShopSlotPicker, type ShopSlotPickerProps } from './shop-slot-picker';
