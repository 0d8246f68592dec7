import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES, type RuleCode } from '@fairway/rules';
import { designSystemMessages, ruleMessage } from './index';

describe('ruleMessage', () => {
  it('gives each rule code as the id, with the rules module’s English as the default', () => {
    for (const [code, text] of Object.entries(RULE_MESSAGES) as Array<[RuleCode, string]>) {
      expect(ruleMessage(code)).toEqual({ id: code, defaultMessage: text });
      for (const catalog of Object.values(designSystemMessages)) {
        expect(catalog[code], code).toBeTruthy();
      }
    }
  });
});
