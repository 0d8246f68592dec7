import { describe, expect, it } from 'vitest';
import { withCompany } from './company-rules.ts';

describe('withCompany', () => {
  it('names the configured company and address wherever a text asks for them, escaped', () => {
    const company = {
      SHOP_COMPANY: 'Golf & Sol S.L.',
      SHOP_ADDRESS: 'Calle <Mayor> 1, 28001 Madrid',
    };
    expect(
      withCompany('<p>{{company}}, {{address}}, Spain.</p><li>{{company}}</li>', company),
    ).toBe(
      '<p>Golf &amp; Sol S.L., Calle &lt;Mayor&gt; 1, 28001 Madrid, Spain.</p><li>Golf &amp; Sol S.L.</li>',
    );
  });

  it('leaves a text without them as it is', () => {
    expect(withCompany('<p>Cookies</p>', { SHOP_COMPANY: 'A', SHOP_ADDRESS: 'B' })).toBe(
      '<p>Cookies</p>',
    );
  });
});
