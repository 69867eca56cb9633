/** The fet offer the browser tests' server starts with (e2e/global-setup.ts): NT$300 off from NT$1,000. */
export const FET_E2E_CODE = 'E2EFET300';
