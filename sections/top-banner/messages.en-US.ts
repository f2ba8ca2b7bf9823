// The top-banner section's texts (en-US); keys start with its folder's name.
export const messages = {
  'top-banner.label': 'Featured',
};
