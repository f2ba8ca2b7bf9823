import { describe, expect, it } from 'vitest';
import { problemReportErrors, reportedShopCode } from './problem-report';

const VALID = { type: 'FRAUD', target: 'brightway-lighting', description: 'Asked for payment to a private account.', email: 'ana@example.com' } as const;

describe('the report form rules (browser and server)', () => {
  it.each([
    ['brightway-lighting', 'brightway-lighting'],
    [' brightway-lighting ', 'brightway-lighting'],
    ['/m/en-US/shops/pearl-river-tools/listedProducts/prd-3001', 'pearl-river-tools'],
    ['https://fair.example.com/m/zh-CN/shops/pearl-river-tools/listedProducts/prd-3001?from=share#top', 'pearl-river-tools'],
  ])('reads the exhibitor of %j', (target, shopCode) => {
    expect(reportedShopCode(target)).toBe(shopCode);
  });

  it.each(['https://evil.example/', 'javascript:alert(1)', '/m/en-US/search?keyword=x', 'two words'])('finds no exhibitor in %j', (target) => {
    expect(reportedShopCode(target)).toBeUndefined();
  });

  it('accepts a complete report, and names each field that is wrong', () => {
    expect(problemReportErrors(VALID)).toEqual({});
    expect(problemReportErrors({ ...VALID, description: `  ${'x'.repeat(9)}  ` })).toEqual({ description: 'report-page.error.description' });
    expect(problemReportErrors({ ...VALID, description: 'x'.repeat(2001) })).toEqual({ description: 'report-page.error.description' });
    expect(problemReportErrors({ type: 'SPAM' as never, target: ' ', description: '', email: 'a@b' })).toEqual({
      type: 'report-page.error.type',
      target: 'report-page.error.targetRequired',
      description: 'report-page.error.description',
      email: 'report-page.error.email',
    });
  });
});
