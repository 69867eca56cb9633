/** What other parts of the app may use of the projects feature; its other files are its own. */
export { AttachmentPicker } from './attachment-picker';
export type { PickerTexts } from './attachment-picker';
export { BookingCard, bookingWhen } from './booking-card';
export { idParam, isQuote, quotePriceText, taipeiTime } from './project-format';
export { QuoteAttachments } from './quote-attachments';
export type { RequestPageAnswer } from './api/projects';
