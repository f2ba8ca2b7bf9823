// The trade-promotion-activities section's texts (en-US); keys start with its folder's name.
export const messages = {
  'trade-promotion-activities.topics': 'Trade promotion topics',
};
