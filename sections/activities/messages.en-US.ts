// The activities section's texts (en-US); keys start with its folder's name.
export const messages = {
  'activities.badge.live': 'Live',
  'activities.badge.vr': 'VR Hall',
  'activities.badge.newProduct': 'New',
  'activities.takePart': 'Take part',
};
