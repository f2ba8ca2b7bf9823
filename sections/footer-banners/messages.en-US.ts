// The footer-banners section's texts (en-US); keys start with its folder's name.
export const messages = {
  'footer-banners.label': 'Partner promotions',
  'footer-banners.ad': 'Ad',
};
