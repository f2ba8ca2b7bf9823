// The services section's texts (en-US); keys start with its folder's name.
export const messages = {
  'services.featured': 'Featured services',
  'services.more': 'More services',
};
