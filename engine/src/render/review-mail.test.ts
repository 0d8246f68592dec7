import { LOCALES } from '@fairway/rules';
import { describe, expect, it } from 'vitest';
import { reviewInvitationMail } from './mail.ts';

const url = 'http://localhost:3000/es/private-area/reviews/ABCD2345';

describe('reviewInvitationMail', () => {
  it('names the course and leads to its review page in every language, as HTML and plain text', () => {
    const subjects = new Set<string>();
    for (const locale of LOCALES) {
      const mail = reviewInvitationMail({
        locale,
        name: 'Ana',
        course: 'Old Course',
        club: 'Real Club <Sevilla>',
        playDate: '2026-06-03',
        reviewUrl: url,
      });
      subjects.add(mail.subject);
      expect(mail.subject).toContain('Old Course');
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`href="${url}"`);
      // A club's name is text, never markup, in the HTML part.
      expect(mail.html).toContain('Real Club &lt;Sevilla&gt;');
      expect(mail.html).not.toContain('<Sevilla>');
    }
    expect(subjects.size).toBe(LOCALES.length);
  });
});
