// The opening-countdown section's texts (en-US); keys start with its folder's name.
export const messages = {
  'opening-countdown.heading': 'Countdown to opening',
  'opening-countdown.opensOn': 'Opens on',
  'opening-countdown.day': 'day',
  'opening-countdown.days': 'days',
};
