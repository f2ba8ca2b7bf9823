// The global-supply-mining-docking section's texts (en-US); keys start with its folder's name.
export const messages = {
  'global-supply-mining-docking.steps': 'How it works',
  'global-supply-mining-docking.more': 'More',
  'global-supply-mining-docking.postRequest': 'Post a sourcing request',
  'global-supply-mining-docking.postRequestHint': 'Get quotes from verified exhibitors',
  'global-supply-mining-docking.exhibitorEntry': 'Exhibitor entry',
  'global-supply-mining-docking.exhibitorEntryHint': 'Browse buyers’ requests and quote',
  'global-supply-mining-docking.tradeMatching': 'Trade matching',
  'global-supply-mining-docking.findSuppliers': 'Find suppliers',
  'global-supply-mining-docking.findBuyers': 'Find buyers',
};
