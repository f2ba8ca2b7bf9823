// The offline-meeting section's texts (en-US); keys start with its folder's name.
export const messages = {
  'offline-meeting.badge': 'Onsite exhibition',
};
