// The news-and-events section's texts (en-US); keys start with its folder's name.
export const messages = {
  'news-and-events.headline': 'Headline',
};
