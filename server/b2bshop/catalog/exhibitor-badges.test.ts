import { describe, expect, it } from 'vitest';
import { toBadges } from './exhibitor-badges.js';

describe('toBadges', () => {
  it('gives all twelve badges of spec §3 as booleans, set for the stored names', () => {
    expect(toBadges(['isAeo', 'natEntTechCenter'], 3)).toEqual({
      isAeo: true,
      isBrandEnterprise: false,
      isCfAward: false,
      isGreenAward: false,
      isInvitationAward: false,
      isMultipleExhibit: false,
      isNewExhibition: false,
      isChinatimehonoredBrand: false,
      isNewHightechEnterprise: false,
      isPovertyAlleviation: false,
      natEntTechCenter: true,
      entsinglespecialmfgindustry: false,
    });
  });

  it('marks a frequent exhibitor (isMultipleExhibit) with more than 10 sessions only', () => {
    expect(toBadges([], 10).isMultipleExhibit).toBe(false);
    expect(toBadges([], 11).isMultipleExhibit).toBe(true);
  });
});
