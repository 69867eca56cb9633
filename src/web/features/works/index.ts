export { LeadFiguresLine, useCardOpen } from './lead-figures';
export { PriceViewSheet } from './price-view-sheet';
export { excerpt, sinceText } from './work-status';
export { leadAdded } from './works-slice';
