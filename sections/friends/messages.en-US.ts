// The friends section's texts (en-US); keys start with its folder's name.
export const messages = {
  'friends.label': 'Videos',
  'friends.play': 'Play video: {title}',
  'friends.more': 'More videos',
};
