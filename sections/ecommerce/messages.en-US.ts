// The ecommerce section's texts (en-US); keys start with its folder's name.
export const messages = {
  'ecommerce.enter': 'Enter',
};
