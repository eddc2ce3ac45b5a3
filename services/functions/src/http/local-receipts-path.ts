/** Where the local provider's receipts are served (a billing page links to them). */
export const LOCAL_RECEIPTS_PATH = '/billing/local/receipts';
